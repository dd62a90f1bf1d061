import { refuse } from '../../../common/refuse.js';
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
  maxRepCount: 100,
  maxTargetWeight: 1000,
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
  target_weight?: number | null;
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
 * keeps the lifter's changes; docs/decisions/23-the-lifter-s-daily-screens.md), shortened to fit.
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
  const typedReps = raw.reps === null || raw.reps === undefined ? '' : collapse(String(raw.reps));
  const reps = typedReps ? repsTarget(typedReps) : null;
  if (typedReps && reps === null) throw refuse.field('reps', 'plan.exercise_reps');
  const targetWeight = raw.target_weight ?? null;
  if (targetWeight !== null && !isTargetWeight(targetWeight)) throw refuse.field('target_weight', 'plan.exercise_target_weight');
  return { exercise_name: name, sets, reps, target_weight: targetWeight };
}

/**
 * A reps target as the plan keeps it: a count ("8") or a range ("8-10", also typed "8 – 10"),
 * each from 1 to 100 and the range rising; anything else is null.
 */
export function repsTarget(typed: string): string | null {
  const match = /^(\d{1,3})(?:\s*[-–]\s*(\d{1,3}))?$/.exec(typed.trim());
  if (!match) return null;
  const low = Number(match[1]);
  const high = match[2] === undefined ? low : Number(match[2]);
  if (low < 1 || high > PLAN_LIMITS.maxRepCount || high < low) return null;
  return low === high ? String(low) : `${low}-${high}`;
}

/** A target weight in kg: 0 to 1000, in steps of 0.25 kg at the finest (the smallest plates). */
export function isTargetWeight(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= PLAN_LIMITS.maxTargetWeight && Number.isInteger(value * 4);
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
