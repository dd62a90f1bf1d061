import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsObject, IsOptional, IsString, MaxLength } from 'class-validator';

export class InvokeFunctionDto {
  @ApiProperty({ description: 'calculateStreak, categorizeExercise, generatePerformanceAnalysis, purchaseShopItem, deleteUserAccount' })
  @IsString()
  @MaxLength(100)
  functionName!: string;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  @IsOptional()
  @IsObject()
  params?: Record<string, unknown>;
}
