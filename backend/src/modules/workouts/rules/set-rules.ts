import { invalid } from '../../../common/domain-error.js';
import type { ErrorCode } from '../../../common/error-catalogue.js';
import { addDays, isCalendarDate } from './calendar.js';

/** Limits of one logged set. The spec gives step 0.5 and the minimums; the maximums are ours. */
export const SET_LIMITS = {
  maxWeightKg: 1000,
  weightStepKg: 0.5,
  minReps: 1,
  maxReps: 1000,
  maxNotes: 2000,
  earliestDate: '1900-01-01',
  /** A set may be dated tomorrow (Berlin) at the latest: someone abroad may already live in it. */
  daysAhead: 1,
} as const;

/** What a set was for: warm-ups count in no figure (docs/decisions/38-bring-your-history.md, "Warm-up sets"). */
export const SET_TYPES = ['normal', 'warmup', 'failure', 'dropset'] as const;
export type SetType = (typeof SET_TYPES)[number];

/** RPE as lifters write it: 6 (four reps left) to 10 (none), in half steps. */
export const RPE_LIMITS = { min: 6, max: 10, step: 0.5 } as const;

export interface SetValues {
  maxWeight: number;
  reps: number;
  date: string;
  notes: string | null;
  setType: SetType;
  rpe: number | null;
}

/** What is wrong with a weight, as the workouts context's error code (workouts/errors.ts); null when nothing. */
export function weightProblem(value: unknown): ErrorCode | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > SET_LIMITS.maxWeightKg) return 'set.weight';
  if (!Number.isInteger(value / SET_LIMITS.weightStepKg)) return 'set.weight_step';
  return null;
}

export function repsProblem(value: unknown): ErrorCode | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= SET_LIMITS.minReps && value <= SET_LIMITS.maxReps ? null : 'set.reps';
}

/** `today` is the Berlin date of the request; a set may be dated up to one day after it. */
export function dateProblem(value: unknown, today: string): ErrorCode | null {
  if (!isCalendarDate(value)) return 'set.date';
  if (value < SET_LIMITS.earliestDate) return 'set.date_too_early';
  if (value > addDays(today, SET_LIMITS.daysAhead)) return 'set.date_in_future';
  return null;
}

export function notesProblem(value: unknown): ErrorCode | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' && value.length <= SET_LIMITS.maxNotes ? null : 'set.notes';
}

export function setTypeProblem(value: unknown): ErrorCode | null {
  return (SET_TYPES as readonly unknown[]).includes(value) ? null : 'set.set_type';
}

export function rpeProblem(value: unknown): ErrorCode | null {
  if (value === null || value === undefined) return null;
  const valid = typeof value === 'number' && value >= RPE_LIMITS.min && value <= RPE_LIMITS.max && Number.isInteger(value / RPE_LIMITS.step);
  return valid ? null : 'set.rpe';
}

/** Blank notes are no notes. */
export function normaliseNotes(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** Checks a whole set; the first problem becomes the message, all of them the details. */
export function assertValidSet(values: SetValues, today: string): void {
  const problems = [
    { field: 'max_weight', problem: weightProblem(values.maxWeight) },
    { field: 'reps', problem: repsProblem(values.reps) },
    { field: 'date', problem: dateProblem(values.date, today) },
    { field: 'notes', problem: notesProblem(values.notes) },
    { field: 'set_type', problem: setTypeProblem(values.setType) },
    { field: 'rpe', problem: rpeProblem(values.rpe) },
  ].filter((entry): entry is { field: string; problem: ErrorCode } => entry.problem !== null);
  if (problems.length > 0) {
    throw invalid(
      problems[0]!.problem,
      problems.map(({ field, problem }) => ({ field, problems: [problem] })),
    );
  }
}
