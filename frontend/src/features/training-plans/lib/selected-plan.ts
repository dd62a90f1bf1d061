import type { TrainingPlan } from '@hantelwerk/api-types';

/** Spec §4 "Selected plan": the user's selected plan if it still exists, else the active plan, else the first. */
export function selectedPlan(plans: readonly TrainingPlan[], selectedId: string | null): TrainingPlan | null {
  return plans.find((plan) => plan.id === selectedId) ?? plans.find((plan) => plan.is_active) ?? plans[0] ?? null;
}
