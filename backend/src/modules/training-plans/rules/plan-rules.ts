import { refuse } from '../../refuse.js';
import type { PlanExercise } from '../training-plans.events.js';

/** Spec §3 defaults, and the limits the server keeps plans within. */
export const PLAN_LIMITS = {
  maxName: 80,
  maxDescription: 500,
  maxDayName: 40,
  maxDays: 14,
  maxExercisesPerDay: 30,
  maxExerciseName: 100,
  maxSets: 20,
  maxReps: 20,
} as const;
export const DEFAULT_PLAN_NAME = 'Mein Trainingsplan';
export const DEFAULT_PLAN_DESCRIPTION = 'Dein personalisierter Trainingsplan';
/** The defaults in English, for a generated plan of a lifter who reads the app in English. */
const ENGLISH_DEFAULTS = { name: 'My training plan', description: 'Your personalised training plan' } as const;

/** A generated plan's name and description where the planner gave none, in the lifter's language. */
export const planDefaults = (language: 'de' | 'en' | undefined) =>
  language === 'en' ? ENGLISH_DEFAULTS : { name: DEFAULT_PLAN_NAME, description: DEFAULT_PLAN_DESCRIPTION };

/** A day as a client sends it: `id` names an existing day (see diffDays), `day_number` is only a fallback for that. */
export interface DayInput {
  id?: string | null;
  day_number?: number | null;
  day_name: string;
  exercises: ExerciseInput[];
}

export interface ExerciseInput {
  exercise_name: string;
  sets?: number | null;
  reps?: string | number | null;
}

export interface NormalisedDay {
  id: string | null;
  dayNumber: number | null;
  name: string;
  exercises: PlanExercise[];
}

const collapse = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '');

export function normalisePlanName(raw: unknown): string {
  const name = collapse(raw);
  if (!name) throw refuse.field('plan_name', 'plan.name_required');
  if (name.length > PLAN_LIMITS.maxName) throw refuse.field('plan_name', 'plan.name_too_long');
  return name;
}

/**
 * A generated plan's name that none of the lifter's other plans has: the planner's name, else it
 * with " (2)", " (3)" … (restarting the onboarding makes a new plan beside the old one, which
 * keeps the lifter's changes; docs/decisions.md, "The lifter's daily screens"), shortened to fit.
 */
export function distinctPlanName(name: string, taken: readonly string[]): string {
  const names = new Set(taken);
  if (!names.has(name)) return name;
  for (let number = 2; ; number++) {
    const suffix = ` (${number})`;
    const candidate = `${name.slice(0, PLAN_LIMITS.maxName - suffix.length).trimEnd()}${suffix}`;
    if (!names.has(candidate)) return candidate;
  }
}

/** A blank description falls back to the spec's default. */
export function normaliseDescription(raw: unknown): string {
  const description = typeof raw === 'string' ? raw.trim() : '';
  if (description.length > PLAN_LIMITS.maxDescription) throw refuse.field('plan_description', 'plan.description_too_long');
  return description || DEFAULT_PLAN_DESCRIPTION;
}

export function normaliseDayName(raw: unknown): string {
  const name = collapse(raw);
  if (!name) throw refuse.field('day_name', 'plan.day_name_required');
  if (name.length > PLAN_LIMITS.maxDayName) throw refuse.field('day_name', 'plan.day_name_too_long');
  return name;
}

export function normaliseExercise(raw: ExerciseInput): PlanExercise {
  const name = collapse(raw.exercise_name);
  if (!name) throw refuse.field('exercise_name', 'plan.exercise_name_required');
  if (name.length > PLAN_LIMITS.maxExerciseName) throw refuse.field('exercise_name', 'plan.exercise_name_too_long');
  const sets = raw.sets ?? null;
  if (sets !== null && (!Number.isInteger(sets) || sets < 1 || sets > PLAN_LIMITS.maxSets)) throw refuse.field('sets', 'plan.exercise_sets');
  const reps = raw.reps === null || raw.reps === undefined ? '' : collapse(String(raw.reps));
  if (reps.length > PLAN_LIMITS.maxReps) throw refuse.field('reps', 'plan.exercise_reps');
  return { exercise_name: name, sets, reps: reps || null };
}

/** The days of a create or an update: at least one (spec: the last day cannot be removed), at most 14. */
export function normaliseDays(raw: readonly DayInput[]): NormalisedDay[] {
  if (raw.length === 0) throw refuse.field('training_days', 'plan.last_day');
  if (raw.length > PLAN_LIMITS.maxDays) throw refuse.field('training_days', 'plan.too_many_days');
  return raw.map((day) => {
    const exercises = day.exercises ?? [];
    if (exercises.length > PLAN_LIMITS.maxExercisesPerDay) throw refuse.field('exercises', 'plan.too_many_exercises');
    return { id: day.id ?? null, dayNumber: day.day_number ?? null, name: normaliseDayName(day.day_name), exercises: exercises.map(normaliseExercise) };
  });
}
