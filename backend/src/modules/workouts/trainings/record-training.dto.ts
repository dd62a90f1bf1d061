import { ArrayMaxSize, IsArray, IsDateString, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, MinLength } from 'class-validator';
import { errorCode } from '../../../common/error-catalogue.js';
import { TRAINING_LIMITS } from './training-rules.js';

/** `POST /api/sessions`: a guided training as it ended. */
export class RecordTrainingDto {
  /** The training day's name */
  @IsString({ message: errorCode('session.title') })
  @MinLength(1, { message: errorCode('session.title') })
  @MaxLength(TRAINING_LIMITS.maxTitle, { message: errorCode('session.title') })
  title!: string;
  /** ISO instant the training began */
  @IsDateString({ strict: true }, { message: errorCode('session.started_at') })
  started_at!: string;
  @IsOptional()
  @IsInt({ message: errorCode('session.duration') })
  @Min(0, { message: errorCode('session.duration') })
  @Max(TRAINING_LIMITS.maxDurationMin, { message: errorCode('session.duration') })
  duration_min?: number | null;
  @IsOptional()
  @IsString({ message: errorCode('session.notes') })
  @MaxLength(TRAINING_LIMITS.maxNotes, { message: errorCode('session.notes') })
  notes?: string | null;
  /** Its sets: each by its id, or by the Idempotency-Key it was logged with */
  @IsArray({ message: errorCode('session.sets') })
  @ArrayMaxSize(500, { message: errorCode('session.sets') })
  @IsUUID('all', { each: true, message: errorCode('session.sets') })
  sets!: string[];
}
