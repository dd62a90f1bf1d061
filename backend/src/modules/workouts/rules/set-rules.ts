import { invalid } from '../../../common/domain-error.js';
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

/** German messages, shared by the DTOs (first line of defence) and the decider (the rule itself). */
export const SET_MESSAGES = {
  weight: `Das Gewicht muss eine Zahl zwischen 0 und ${SET_LIMITS.maxWeightKg} kg sein.`,
  weightStep: 'Das Gewicht muss in Schritten von 0,5 kg angegeben werden.',
  reps: `Die Wiederholungen müssen eine ganze Zahl zwischen ${SET_LIMITS.minReps} und ${SET_LIMITS.maxReps} sein.`,
  date: 'Bitte gib ein gültiges Datum im Format JJJJ-MM-TT an.',
  dateTooEarly: 'Das Datum liegt zu weit in der Vergangenheit.',
  dateInFuture: 'Das Datum darf höchstens einen Tag in der Zukunft liegen.',
  notes: `Die Notizen dürfen höchstens ${SET_LIMITS.maxNotes} Zeichen lang sein.`,
  machine: 'Bitte wähle eine gültige Übung aus.',
} as const;

export interface SetValues {
  maxWeight: number;
  reps: number;
  date: string;
  notes: string | null;
}

export function weightProblem(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > SET_LIMITS.maxWeightKg) return SET_MESSAGES.weight;
  if (!Number.isInteger(value / SET_LIMITS.weightStepKg)) return SET_MESSAGES.weightStep;
  return null;
}

export function repsProblem(value: unknown): string | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= SET_LIMITS.minReps && value <= SET_LIMITS.maxReps ? null : SET_MESSAGES.reps;
}

/** `today` is the Berlin date of the request; a set may be dated up to one day after it. */
export function dateProblem(value: unknown, today: string): string | null {
  if (!isCalendarDate(value)) return SET_MESSAGES.date;
  if (value < SET_LIMITS.earliestDate) return SET_MESSAGES.dateTooEarly;
  if (value > addDays(today, SET_LIMITS.daysAhead)) return SET_MESSAGES.dateInFuture;
  return null;
}

export function notesProblem(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' && value.length <= SET_LIMITS.maxNotes ? null : SET_MESSAGES.notes;
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
  ].filter((entry): entry is { field: string; problem: string } => entry.problem !== null);
  if (problems.length > 0) {
    throw invalid(
      problems[0]!.problem,
      problems.map(({ field, problem }) => ({ field, problems: [problem] })),
    );
  }
}
