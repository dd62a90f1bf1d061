/**
 * What the training-plans context offers the other contexts; they import nothing else of it.
 * Its Nest modules are not offered here: the app wires them, and they import the agents context,
 * which reads the plan rules from here (offering them too would make the two a cycle).
 */
export { planDecider } from './training-plans.decider.js';
export { planStream } from './training-plans.events.js';
export type { PlanDay, PlanEvent, PlanExercise } from './training-plans.events.js';
export { TrainingPlansReadModel } from './training-plans.read-model.js';
export { currentPlan, nextTrainingDay } from './rules/current-plan.js';
export type { PlanChoice } from './rules/current-plan.js';
export { PLAN_ERRORS } from './errors.js';
