import { IsObject, IsOptional, IsString, MaxLength } from 'class-validator';

export class InvokeFunctionDto {
  /** One of ServerFunctions' names. */
  @IsString()
  @MaxLength(100)
  functionName!: string;
  @IsOptional()
  @IsObject()
  params?: Record<string, unknown>;
}
