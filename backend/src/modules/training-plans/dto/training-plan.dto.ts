import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsInt,
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
import { messageOf } from '../../error-messages.js';
import { PLAN_LIMITS } from '../rules/plan-rules.js';

const sent = (_: object, value: unknown) => value !== null && value !== undefined;
/** Optional, but null is refused: these fields are never empty. */
const WhenSent = () => ValidateIf((_: object, value: unknown) => value !== undefined);
const numberAsText = ({ value }: { value: unknown }) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value);

export class PlanExerciseDto {
  @IsString({ message: messageOf('plan.exercise_name_required') })
  @MaxLength(PLAN_LIMITS.maxExerciseName, { message: messageOf('plan.exercise_name_too_long') })
  exercise_name!: string;

  @ValidateIf(sent)
  @IsInt({ message: messageOf('plan.exercise_sets') })
  @Min(1, { message: messageOf('plan.exercise_sets') })
  @Max(PLAN_LIMITS.maxSets, { message: messageOf('plan.exercise_sets') })
  sets?: number | null;

  @ValidateIf(sent)
  @Transform(numberAsText)
  @IsString({ message: messageOf('plan.exercise_reps') })
  @MaxLength(PLAN_LIMITS.maxReps, { message: messageOf('plan.exercise_reps') })
  reps?: string | null;
}

export class TrainingDayDto {
  /** The day's id from a GET; a day without one is matched by day_number, else it is new. */
  @ValidateIf(sent)
  @IsString({ message: messageOf('plan.day_not_found') })
  @Matches(/^d\d{1,6}$/, { message: messageOf('plan.day_not_found') })
  id?: string | null;

  @ValidateIf(sent)
  @IsInt({ message: 'day_number muss eine ganze Zahl ab 1 sein.' })
  @Min(1, { message: 'day_number muss eine ganze Zahl ab 1 sein.' })
  @Max(1000, { message: 'day_number muss eine ganze Zahl ab 1 sein.' })
  day_number?: number | null;

  @IsString({ message: messageOf('plan.day_name_required') })
  @MaxLength(PLAN_LIMITS.maxDayName, { message: messageOf('plan.day_name_too_long') })
  day_name!: string;

  @IsOptional()
  @IsArray({ message: 'exercises muss eine Liste sein.' })
  @ArrayMaxSize(PLAN_LIMITS.maxExercisesPerDay, { message: messageOf('plan.too_many_exercises') })
  @ValidateNested({ each: true })
  @Type(() => PlanExerciseDto)
  exercises?: PlanExerciseDto[];
}

class PlanFieldsDto {
  @WhenSent()
  @IsString({ message: messageOf('plan.name_required') })
  @MaxLength(PLAN_LIMITS.maxName, { message: messageOf('plan.name_too_long') })
  plan_name?: string;

  @ValidateIf(sent)
  @IsString({ message: 'plan_description muss ein Text sein.' })
  @MaxLength(PLAN_LIMITS.maxDescription, { message: messageOf('plan.description_too_long') })
  plan_description?: string | null;

  @WhenSent()
  @IsBoolean({ message: 'is_active muss true oder false sein.' })
  is_active?: boolean;
}

export class CreatePlanDto extends PlanFieldsDto {
  /** The spec's client sends its own address; any other is refused. */
  @WhenSent()
  @IsEmail({}, { message: messageOf('plan.other_email') })
  user_email?: string;

  @IsArray({ message: messageOf('plan.last_day') })
  @ArrayMaxSize(PLAN_LIMITS.maxDays, { message: messageOf('plan.too_many_days') })
  @ValidateNested({ each: true })
  @Type(() => TrainingDayDto)
  training_days!: TrainingDayDto[];
}

export class UpdatePlanDto extends PlanFieldsDto {
  @WhenSent()
  @IsArray({ message: messageOf('plan.last_day') })
  @ArrayMaxSize(PLAN_LIMITS.maxDays, { message: messageOf('plan.too_many_days') })
  @ValidateNested({ each: true })
  @Type(() => TrainingDayDto)
  training_days?: TrainingDayDto[];
}

export class CreateRelationDto {
  @IsUUID('all', { message: messageOf('plan.not_found') })
  training_plan_id!: string;

  @IsUUID('all', { message: messageOf('machine.not_found') })
  machine_id!: string;

  @IsInt({ message: messageOf('plan.day_not_found') })
  @Min(1, { message: messageOf('plan.day_not_found') })
  @Max(1000, { message: messageOf('plan.day_not_found') })
  day_number!: number;
}

export class CompleteTrainingDayDto {
  @IsInt({ message: messageOf('plan.day_not_found') })
  @Min(1, { message: messageOf('plan.day_not_found') })
  @Max(1000, { message: messageOf('plan.day_not_found') })
  day_number!: number;
}
