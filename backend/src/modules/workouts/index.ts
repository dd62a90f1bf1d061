/** What the workouts context offers the other contexts; they import nothing else of it. */
export { addDays, berlinDate, dayNumber, germanDate, mondayOf, monthOf } from './rules/calendar.js';
export { bestSetOfDay, changePercent, e1rmOf, estimatedOneRepMax, progressBetweenDays, roundToOneDecimal, setVolume } from './rules/performance.js';
export { DEFAULT_PERIOD, PERIODS, periodStart } from './rules/periods.js';
export { bestByE1rm } from './rules/exercise-summary.js';
export type { DatedSet } from './rules/exercise-summary.js';
export type { ExerciseSet } from './rules/training-month.js';
export type { Period } from './rules/periods.js';
export { PERSONAL_RECORDS } from './workout-response.dto.js';
export { workoutDecider } from './workouts.decider.js';
export { workoutStream } from './workouts.events.js';
export { trainingIdOf, trainingStream } from './trainings/trainings.events.js';
export { trainingRecorded } from './trainings/training-rules.js';
export type { WorkoutEvent } from './workouts.events.js';
export { WorkoutsReader } from './workouts.reader.js';
export { StreakReader } from './streak.reader.js';
export type { StreakSummary } from './streak.reader.js';
export { StreakModule } from './streak.module.js';
export { WORKOUT_ERRORS } from './errors.js';
