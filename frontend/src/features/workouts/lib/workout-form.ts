import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { todayIso } from '../../../lib/dates';
import { parseWeight, WEIGHT_MIN, weightText } from '../../../shared/sets/lib/weights';

/** Spec §5 and §9: weight ≥ 0 in 0.5 kg steps, reps a whole number ≥ 1, a date, notes optional. */
export const WEIGHT_STEP = 0.5;
export const REPS_MIN = 1;

export interface WorkoutFormValues {
  weight: string;
  reps: string;
  date: string;
  notes: string;
}

export type WorkoutFormField = keyof WorkoutFormValues | 'exercise';

/** Message keys, so the form shows them through t(). */
export type WorkoutFormErrorKey =
  | 'workouts.error.exerciseRequired'
  | 'workouts.error.weightRequired'
  | 'workouts.error.weightInvalid'
  | 'workouts.error.weightStep'
  | 'workouts.error.repsRequired'
  | 'workouts.error.repsInvalid'
  | 'workouts.error.dateRequired';

export type WorkoutFormErrors = Partial<Record<WorkoutFormField, WorkoutFormErrorKey>>;

export interface ParsedWorkout {
  max_weight: number;
  reps: number;
  date: string;
  notes: string | null;
}

export const emptyWorkoutForm = (today: string = todayIso()): WorkoutFormValues => ({
  weight: '',
  reps: '',
  date: today,
  notes: '',
});

export function stepReps(raw: string, direction: 1 | -1): string {
  const current = parseReps(raw) ?? 0;
  return String(Math.max(REPS_MIN, current + direction));
}

/** A weight more than this many times the exercise's heaviest so far is asked about before saving (82,5 → 825). */
export const IMPLAUSIBLE_FACTOR = 3;

export const isImplausiblyHeavy = (weight: number, heaviest: number | null | undefined): boolean =>
  heaviest !== null && heaviest !== undefined && heaviest > 0 && weight > IMPLAUSIBLE_FACTOR * heaviest;

/** The heaviest weight of an exercise's sets so far; null before its first set. */
export const heaviestWeight = (sets: readonly { max_weight: number }[] | undefined): number | null =>
  sets && sets.length > 0 ? Math.max(...sets.map((set) => set.max_weight)) : null;

/** The form with a set's values filled in (real values, not placeholders), dated today. */
export const prefilledWorkoutForm = (set: { max_weight: number; reps: number } | null | undefined, today: string = todayIso()): WorkoutFormValues =>
  set ? { ...emptyWorkoutForm(today), weight: weightText(set.max_weight), reps: String(set.reps) } : emptyWorkoutForm(today);

/** Reps are a whole number. */
export function parseReps(raw: string): number | null {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return null;
  return Number.parseInt(text, 10);
}

function validDate(raw: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(raw) && isValid(parseISO(raw));
}

export function validateWorkoutForm(values: WorkoutFormValues, exerciseName?: string): { errors: WorkoutFormErrors; parsed: ParsedWorkout | null } {
  const errors: WorkoutFormErrors = {};
  if (exerciseName !== undefined && exerciseName.trim() === '') errors.exercise = 'workouts.error.exerciseRequired';

  const weight = parseWeight(values.weight);
  if (values.weight.trim() === '') errors.weight = 'workouts.error.weightRequired';
  else if (weight === null || weight < WEIGHT_MIN) errors.weight = 'workouts.error.weightInvalid';
  else if (!Number.isInteger(weight / WEIGHT_STEP)) errors.weight = 'workouts.error.weightStep';

  const reps = parseReps(values.reps);
  if (values.reps.trim() === '') errors.reps = 'workouts.error.repsRequired';
  else if (reps === null || reps < REPS_MIN) errors.reps = 'workouts.error.repsInvalid';

  if (!validDate(values.date)) errors.date = 'workouts.error.dateRequired';

  if (Object.keys(errors).length > 0 || weight === null || reps === null) return { errors, parsed: null };
  const notes = values.notes.trim();
  return { errors, parsed: { max_weight: weight, reps, date: values.date, notes: notes === '' ? null : notes } };
}
