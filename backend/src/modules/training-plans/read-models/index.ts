/** The training-plans context's read models (entities and evolves, no Nest): the app registers them, other contexts query their tables. */
export { TrainingPlanEntity } from './training-plans.entity.js';
export { trainingPlansReadModel } from './training-plans.projection.js';
export { trainingPlanRelationsReadModel } from './training-plan-relations.projection.js';
