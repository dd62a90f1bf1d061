import { IsObject, IsOptional, IsString, MaxLength } from 'class-validator';

export class InvokeFunctionDto {
  /** calculateStreak, categorizeExercise, generatePerformanceAnalysis, purchaseShopItem, deleteUserAccount */
  @IsString()
  @MaxLength(100)
  functionName!: string;
  @IsOptional()
  @IsObject()
  params?: Record<string, unknown>;
}
