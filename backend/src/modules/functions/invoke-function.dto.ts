import { IsObject, IsOptional, IsString, MaxLength } from 'class-validator';

export class InvokeFunctionDto {
  @IsString() @MaxLength(100) functionName!: string;
  @IsOptional() @IsObject() params?: Record<string, unknown>;
}
