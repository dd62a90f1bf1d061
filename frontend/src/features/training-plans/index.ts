// What the training-plans feature offers pages, the app and other features; everything else in it is internal.
export { useCompleteTrainingDay } from './api/complete-training-day';
export { useTrainingPlans, type TrainingDay, type TrainingPlan } from './api/get-training-plans';
export { TrainingPlanView, type RestartOnboarding } from './components/training-plan-view';
export { GENERATION_TIMEOUT_ERROR, usePlanGeneration, type GenerationState } from './hooks/use-plan-generation';
export { selectedPlan } from './lib/selected-plan';
export { trainingPlansQueryOptions } from './api/get-training-plans';
export { useDeleteTrainingPlan } from './api/delete-training-plan';
