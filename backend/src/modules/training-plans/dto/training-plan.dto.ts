import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { errorCode } from '../../../common/error-catalogue.js';
import { PLAN_LIMITS } from '../rules/plan-rules.js';

const sent = (_: object, value: unknown) => value !== null && value !== undefined;
/** Optional, but null is refused: these fields are never empty. */
const WhenSent = () => ValidateIf((_: object, value: unknown) => value !== undefined);
const numberAsText = ({ value }: { value: unknown }) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value);

@ApiSchema({ name: 'PlanExerciseInput' })
export class PlanExerciseDto {
  @ApiProperty({ maxLength: PLAN_LIMITS.maxExerciseName })
  @IsString({ message: errorCode('plan.exercise_name_required') })
  @MaxLength(PLAN_LIMITS.maxExerciseName, { message: errorCode('plan.exercise_name_too_long') })
  exercise_name!: string;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: PLAN_LIMITS.maxSets })
  @ValidateIf(sent)
  @IsInt({ message: errorCode('plan.exercise_sets') })
  @Min(1, { message: errorCode('plan.exercise_sets') })
  @Max(PLAN_LIMITS.maxSets, { message: errorCode('plan.exercise_sets') })
  sets?: number | null;

  /** A count or a range from 1 to 100, e.g. 8, "8" or "8-10" */
  @ValidateIf(sent)
  @Transform(numberAsText)
  @IsString({ message: errorCode('plan.exercise_reps') })
  @MaxLength(PLAN_LIMITS.maxReps, { message: errorCode('plan.exercise_reps') })
  @Matches(/^\s*\d{1,3}(\s*[-–]\s*\d{1,3})?\s*$/, { message: errorCode('plan.exercise_reps') })
  reps?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: PLAN_LIMITS.maxTargetWeight, description: 'kg, in steps of 0.25' })
  @ValidateIf(sent)
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: errorCode('plan.exercise_target_weight') })
  @Min(0, { message: errorCode('plan.exercise_target_weight') })
  @Max(PLAN_LIMITS.maxTargetWeight, { message: errorCode('plan.exercise_target_weight') })
  target_weight?: number | null;
}

@ApiSchema({ name: 'TrainingDayInput' })
export class TrainingDayDto {
  /** The day's id from a GET; a day without one is matched by day_number, else it is new. */
  @ValidateIf(sent)
  @IsString({ message: errorCode('plan.day_not_found') })
  @Matches(/^d\d{1,6}$/, { message: errorCode('plan.day_not_found') })
  id?: string | null;

  @ValidateIf(sent)
  @IsInt({ message: errorCode('plan.day_number') })
  @Min(1, { message: errorCode('plan.day_number') })
  @Max(1000, { message: errorCode('plan.day_number') })
  day_number?: number | null;

  @ApiProperty({ maxLength: PLAN_LIMITS.maxDayName })
  @IsString({ message: errorCode('plan.day_name_required') })
  @MaxLength(PLAN_LIMITS.maxDayName, { message: errorCode('plan.day_name_too_long') })
  day_name!: string;

  @IsOptional()
  @IsArray({ message: errorCode('plan.exercises_list') })
  @ArrayMaxSize(PLAN_LIMITS.maxExercisesPerDay, { message: errorCode('plan.too_many_exercises') })
  @ValidateNested({ each: true })
  @Type(() => PlanExerciseDto)
  exercises?: PlanExerciseDto[];
}

export class PlanFieldsDto {
  @ApiPropertyOptional({ maxLength: PLAN_LIMITS.maxName })
  @WhenSent()
  @IsString({ message: errorCode('plan.name_required') })
  @MaxLength(PLAN_LIMITS.maxName, { message: errorCode('plan.name_too_long') })
  plan_name?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PLAN_LIMITS.maxDescription })
  @ValidateIf(sent)
  @IsString({ message: errorCode('plan.description_not_text') })
  @MaxLength(PLAN_LIMITS.maxDescription, { message: errorCode('plan.description_too_long') })
  plan_description?: string | null;

  @WhenSent()
  @IsBoolean({ message: errorCode('plan.is_active') })
  is_active?: boolean;
}

export class CreatePlanDto extends PlanFieldsDto {
  /** Only the user's own */
  // The spec's client sends its own address; any other is refused.
  @WhenSent()
  @IsEmail({}, { message: errorCode('plan.other_email') })
  user_email?: string;

  @IsArray({ message: errorCode('plan.last_day') })
  @ArrayMaxSize(PLAN_LIMITS.maxDays, { message: errorCode('plan.too_many_days') })
  @ValidateNested({ each: true })
  @Type(() => TrainingDayDto)
  training_days!: TrainingDayDto[];
}

export class UpdatePlanDto extends PlanFieldsDto {
  /** The whole new list of days. */
  @WhenSent()
  @IsArray({ message: errorCode('plan.last_day') })
  @ArrayMaxSize(PLAN_LIMITS.maxDays, { message: errorCode('plan.too_many_days') })
  @ValidateNested({ each: true })
  @Type(() => TrainingDayDto)
  training_days?: TrainingDayDto[];
}

export class CreateRelationDto {
  @IsUUID('all', { message: errorCode('plan.not_found') })
  training_plan_id!: string;

  @IsUUID('all', { message: errorCode('machine.not_found') })
  machine_id!: string;

  @IsInt({ message: errorCode('plan.day_not_found') })
  @Min(1, { message: errorCode('plan.day_not_found') })
  @Max(1000, { message: errorCode('plan.day_not_found') })
  day_number!: number;
}

export class CompleteTrainingDayDto {
  @IsInt({ message: errorCode('plan.day_not_found') })
  @Min(1, { message: errorCode('plan.day_not_found') })
  @Max(1000, { message: errorCode('plan.day_not_found') })
  day_number!: number;
}
