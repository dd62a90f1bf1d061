// What the training-plans feature offers pages, the app and other features; everything else in it is internal.
export { useTrainingPlans, type TrainingDay, type TrainingPlan } from './api/get-training-plans';
export { TrainingPlanView } from './components/training-plan-view';
export { usePlanGeneration } from './hooks/use-plan-generation';
export { selectedPlan } from './lib/selected-plan';
export { trainingPlansQueryOptions } from './api/get-training-plans';
export { useDeleteTrainingPlan } from './api/delete-training-plan';
export { dayNameIn } from './lib/day-names';
