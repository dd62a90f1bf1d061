/** What the training-plans context offers the other contexts; they import nothing else of it. */
export type { PlanDay } from './training-plans.events.js';
export { planStream } from './training-plans.events.js';
export { planDecider } from './training-plans.decider.js';
export { currentPlan, nextTrainingDay } from './rules/current-plan.js';
export { distinctPlanName, normalisePlanName, PLAN_LIMITS, planDefaults, repsTarget } from './rules/plan-rules.js';
export type { DayInput, ExerciseInput } from './rules/plan-rules.js';
export { deactivateOtherPlans } from './commands/active-plan.js';
export { TrainingPlansReader } from './training-plans.reader.js';
export { TrainingPlansModule } from './training-plans.module.js';
export { PLAN_ERRORS } from './errors.js';
