import { DeleteWorkoutHandler } from './delete-workout.command.js';
import { EditWorkoutHandler } from './edit-workout.command.js';
import { LogWorkoutHandler } from './log-workout.command.js';

export const workoutCommandHandlers = [LogWorkoutHandler, EditWorkoutHandler, DeleteWorkoutHandler];
export { DeleteWorkoutCommand } from './delete-workout.command.js';
export { EditWorkoutCommand } from './edit-workout.command.js';
export { LogWorkoutCommand } from './log-workout.command.js';
export type { LoggedWorkout } from './log-workout.command.js';
