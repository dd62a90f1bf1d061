import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, ValidateBy, ValidateIf } from 'class-validator';
import type { ValidationOptions } from 'class-validator';
import { isCalendarDate } from '../rules/calendar.js';
import { errorCode } from '../../../common/error-catalogue.js';
import { SET_TYPES, notesProblem, repsProblem, rpeProblem, setTypeProblem, weightProblem } from '../rules/set-rules.js';
import type { SetType } from '../rules/set-rules.js';

/**
 * The DTOs check shape and range with the same rules and messages as the decider, which also
 * checks what needs the clock (a date at most one day ahead).
 */
const Weight = (options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'weight',
      validator: {
        validate: (value) => weightProblem(value) === null,
        defaultMessage: (args) => errorCode(weightProblem(args?.value) ?? 'set.weight'),
      },
    },
    options,
  );
const Reps = () => ValidateBy({ name: 'reps', validator: { validate: (value) => repsProblem(value) === null, defaultMessage: () => errorCode('set.reps') } });
const CalendarDate = () =>
  ValidateBy({ name: 'calendarDate', validator: { validate: (value) => isCalendarDate(value), defaultMessage: () => errorCode('set.date') } });
const Notes = () =>
  ValidateBy({ name: 'notes', validator: { validate: (value) => notesProblem(value) === null, defaultMessage: () => errorCode('set.notes') } });
const KindOfSet = () =>
  ValidateBy({ name: 'setType', validator: { validate: (value) => setTypeProblem(value) === null, defaultMessage: () => errorCode('set.set_type') } });
const Rpe = () => ValidateBy({ name: 'rpe', validator: { validate: (value) => rpeProblem(value) === null, defaultMessage: () => errorCode('set.rpe') } });
const nullable = (_: object, value: unknown) => value !== null;
/** Leaving a field out keeps it; sending null is no value and refused. */
const given = (_: object, value: unknown) => value !== undefined;

export class LogWorkoutDto {
  @IsString({ message: errorCode('set.machine') })
  @IsUUID('all', { message: errorCode('set.machine') })
  machine_id!: string;
  /** kg */
  @Weight()
  max_weight!: number;
  @Reps()
  reps!: number;
  /** yyyy-MM-dd, at most one day ahead */
  @CalendarDate()
  date!: string;
  @IsOptional()
  @ValidateIf(nullable)
  @Notes()
  notes?: string | null;
  @ApiPropertyOptional({ enum: SET_TYPES, enumName: 'SetType', description: 'Default normal' })
  @ValidateIf(given)
  @KindOfSet()
  set_type?: SetType;
  /** 6–10 in half steps */
  @IsOptional()
  @ValidateIf(nullable)
  @Rpe()
  rpe?: number | null;
}

export class EditWorkoutDto {
  @ValidateIf(given)
  @Weight()
  max_weight?: number;
  @ValidateIf(given)
  @Reps()
  reps?: number;
  /** yyyy-MM-dd */
  @ValidateIf(given)
  @CalendarDate()
  date?: string;
  @IsOptional()
  @ValidateIf(nullable)
  @Notes()
  notes?: string | null;
  @ApiPropertyOptional({ enum: SET_TYPES, enumName: 'SetType', description: 'Default normal' })
  @ValidateIf(given)
  @KindOfSet()
  set_type?: SetType;
  /** 6–10 in half steps */
  @IsOptional()
  @ValidateIf(nullable)
  @Rpe()
  rpe?: number | null;
}
