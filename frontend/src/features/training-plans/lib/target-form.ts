import type { PlanExercise } from '@hantelwerk/api-types';
import { parseWeight, weightText } from '../../../shared/sets';
import { repsTargetText } from '../../../lib/reps-target';
import type { ExerciseTarget } from './plan-edits';

/** The server's limits (backend plan rules). */
export const MAX_SETS = 20;
export const MAX_TARGET_WEIGHT_KG = 1000;

/** The target form's fields as typed: "4", "8-10", "82,5". */
export interface TargetFormValues {
  sets: string;
  reps: string;
  weight: string;
}

export type TargetFormErrors = Partial<Record<keyof TargetFormValues, 'plans.target.setsError' | 'plans.target.repsError' | 'plans.target.weightError'>>;

export const targetFormValues = (exercise: PlanExercise): TargetFormValues => ({
  sets: exercise.sets === null ? '' : String(exercise.sets),
  reps: exercise.reps ?? '',
  weight: exercise.target_weight === null ? '' : weightText(exercise.target_weight),
});

/** Sets 1–20 (blank: none), reps a count or a rising range (blank: none), a weight 0–1000 kg in 0.25 kg steps (blank: none). */
export function parseTargetForm(values: TargetFormValues): { target: ExerciseTarget | null; errors: TargetFormErrors } {
  const errors: TargetFormErrors = {};
  const setsText = values.sets.trim();
  const sets = setsText === '' ? null : /^\d{1,2}$/.test(setsText) ? Number(setsText) : Number.NaN;
  if (sets !== null && !(sets >= 1 && sets <= MAX_SETS)) errors.sets = 'plans.target.setsError';
  const reps = repsTargetText(values.reps);
  if (reps === undefined) errors.reps = 'plans.target.repsError';
  const weight = values.weight.trim() === '' ? null : parseWeight(values.weight);
  if (values.weight.trim() !== '' && (weight === null || weight > MAX_TARGET_WEIGHT_KG || !Number.isInteger(weight * 4))) {
    errors.weight = 'plans.target.weightError';
  }
  if (Object.keys(errors).length > 0) return { target: null, errors };
  return { target: { sets, reps: reps ?? null, target_weight: weight }, errors };
}

/** The sets stepper: one set up or down, within 1–20. */
export function stepSets(raw: string, direction: 1 | -1): string {
  const current = Number.parseInt(raw, 10);
  const next = Number.isNaN(current) ? (direction === 1 ? 3 : 1) : current + direction;
  return String(Math.min(MAX_SETS, Math.max(1, next)));
}

/** The reps stepper moves a count or both ends of a range by one rep, never below 1. */
export function stepRepsTarget(raw: string, direction: 1 | -1): string {
  const typed = repsTargetText(raw);
  if (!typed) return direction === 1 ? '8' : '1';
  const [low, high = low] = typed.split('-').map(Number) as [number, number?];
  if (low + direction < 1) return typed;
  return low === high ? String(low + direction) : `${low + direction}-${high + direction}`;
}
