/** What the workouts context offers the other contexts; they import nothing else of it. */
export { addDays, berlinDate, dayNumber, germanDate, mondayOf } from './rules/calendar.js';
export { changePercent, estimatedOneRepMax, roundToOneDecimal, setVolume } from './rules/performance.js';
export { DEFAULT_PERIOD, PERIODS, periodStart } from './rules/periods.js';
export type { Period } from './rules/periods.js';
export { currentStreak } from './rules/streak.js';
export type { Streak } from './rules/streak.js';
export { workoutDecider } from './workouts.decider.js';
export { workoutStream } from './workouts.events.js';
export type { WorkoutEvent } from './workouts.events.js';
export { WorkoutsReadModel } from './workouts.read-model.js';
export { WORKOUT_ERRORS } from './errors.js';
