/** What the workouts context offers the other contexts; they import nothing else of it. */
export { addDays, berlinDate, dayNumber, germanDate, mondayOf } from './rules/calendar.js';
export { bestSetOfDay, changePercent, e1rmOf, estimatedOneRepMax, progressBetweenDays, roundToOneDecimal, setVolume } from './rules/performance.js';
export { DEFAULT_PERIOD, PERIODS, periodStart, pointSpan } from './rules/periods.js';
export { bestPerSpan } from './rules/chart-points.js';
export type { ExerciseSet } from './rules/training-month.js';
export type { Period, PointSpan } from './rules/periods.js';
export { workoutDecider } from './workouts.decider.js';
export { workoutStream } from './workouts.events.js';
export { trainingIdOf, trainingStream } from './trainings/trainings.events.js';
export { trainingRecorded } from './trainings/training-rules.js';
export type { WorkoutEvent } from './workouts.events.js';
export { WorkoutsReadModel } from './workouts.read-model.js';
export { StreakReader } from './streak.reader.js';
export type { StreakSummary } from './streak.reader.js';
export { StreakModule } from './streak.module.js';
export { WORKOUT_ERRORS } from './errors.js';
