/** The workouts context's read models (entities and evolves, no Nest): the app registers them, other contexts query their tables. */
export { DashboardDayEntity } from './dashboard-days.entity.js';
export { dashboardDaysReadModel } from './dashboard-days.projection.js';
export { workoutEntriesReadModel } from './workout-entries.projection.js';
export { ExerciseSummaryEntity } from './exercise-summaries.entity.js';
export { exerciseSummariesReadModel } from './exercise-summaries.projection.js';
export { TrainingMonthEntity } from './training-months.entity.js';
export { trainingMonthsReadModel } from './training-months.projection.js';
export type { ExerciseSummaryRow } from './exercise-summaries.entity.js';
export type { TrainingMonthRow } from './training-months.entity.js';
export { machinesReadModel } from './machines.projection.js';
