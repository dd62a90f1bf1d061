import type { PlanFacts } from '../../coach/index.js';
import type { PlanDay } from '../../training-plans/index.js';
import { currentPlan, nextTrainingDay } from '../../training-plans/index.js';

/** One of the user's live plans as the facts query reads it. */
export interface PlanFactsSource {
  id: string;
  name: string;
  is_active: boolean;
  days: PlanDay[];
}

/** The user's plan choices and finished days, from the users read model. */
export interface PlanProgress {
  selectedPlanId: string | null;
  lastCompletedDayPerPlan: Readonly<Record<string, number>>;
  lastTrainingDate: string | null;
}

/**
 * The coach's view of the user's current plan: the training-plans context decides which plan that
 * is and which day is due. `plans` are the user's own, newest first, so an id the user saved for
 * someone else's plan selects nothing.
 */
export function toPlanFacts(plans: readonly PlanFactsSource[], progress: PlanProgress): PlanFacts | null {
  const plan = currentPlan(plans, progress.selectedPlanId);
  if (!plan) return null;
  const lastCompleted = progress.lastCompletedDayPerPlan[plan.id] ?? null;
  return {
    name: plan.name,
    days: plan.days.map((day, index) => ({
      number: index + 1,
      name: day.name,
      exercises: day.exercises.map((exercise) => ({ name: exercise.exercise_name, sets: exercise.sets, reps: exercise.reps })),
    })),
    nextDayNumber: nextTrainingDay(plan.days.length, lastCompleted),
    lastCompletedDayNumber: lastCompleted !== null && lastCompleted <= plan.days.length ? lastCompleted : null,
    lastTrainingDate: progress.lastTrainingDate,
    otherPlans: plans.filter((other) => other !== plan).map((other) => other.name),
  };
}
