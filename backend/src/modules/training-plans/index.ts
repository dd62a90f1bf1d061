/** What the training-plans context offers the other contexts; they import nothing else of it. */
export { planDecider } from './training-plans.decider.js';
export { planStream } from './training-plans.events.js';
export type { PlanEvent } from './training-plans.events.js';
export { TrainingPlansApiModule, TrainingPlansModule } from './training-plans.module.js';
export { TrainingPlansReadModel } from './training-plans.read-model.js';
