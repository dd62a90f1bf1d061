/**
 * What the training-plans context offers the other contexts; they import nothing else of it.
 * Its Nest modules are not offered here: the app wires them, and they import the agents context,
 * which reads the plan rules from here (offering them too would make the two a cycle).
 */
export type { PlanDay } from './training-plans.events.js';
export { currentPlan, nextTrainingDay } from './rules/current-plan.js';
export { PLAN_ERRORS } from './errors.js';
export { followExerciseMerge } from './commands/follow-exercise-merge.js';
