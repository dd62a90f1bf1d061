/**
 * Which of a user's plans is the current one, and which of its days is due: the rules the plan
 * screen, the guided training and the coach share.
 */

/** What the rule needs of a plan; `plans` come newest first, as the read model lists them. */
export interface PlanChoice {
  id: string;
  is_active: boolean;
}

/**
 * Spec §4 "Selected plan": the plan with the user's `selected_training_plan_id` if it still exists
 * among the user's own plans, else the active plan, else the first (the newest). An id naming a
 * plan that is not in `plans` (deleted, or someone else's) selects nothing.
 */
export function currentPlan<Plan extends PlanChoice>(plans: readonly Plan[], selectedPlanId: string | null | undefined): Plan | null {
  return plans.find((plan) => plan.id === selectedPlanId) ?? plans.find((plan) => plan.is_active) ?? plans[0] ?? null;
}

/**
 * The day due next in a plan of `dayCount` days: the one after the plan's last completed day
 * (`last_completed_training_day_per_plan`, the guided training's "Zuletzt"), back to day 1 after
 * the last day; day 1 when none was completed yet, or when the completed day no longer exists
 * (days were removed since). Null for a plan without days.
 */
export function nextTrainingDay(dayCount: number, lastCompletedDayNumber: number | null | undefined): number | null {
  if (dayCount < 1) return null;
  if (!lastCompletedDayNumber || !Number.isInteger(lastCompletedDayNumber) || lastCompletedDayNumber < 1 || lastCompletedDayNumber >= dayCount) return 1;
  return lastCompletedDayNumber + 1;
}
