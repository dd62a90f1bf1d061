import type { PlanDay } from '../training-plans.events.js';

/** How the app compares exercise names: case and runs of white space do not count. */
const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de-DE');

/** Whether a plan exercise names `exerciseName`, by the app's comparison of names. */
export const namesExercise = (days: readonly PlanDay[], exerciseName: string): boolean =>
  days.some((day) => day.exercises.some((exercise) => nameKey(exercise.exercise_name) === nameKey(exerciseName)));

/**
 * The plan exercises that must take the kept exercise's name when the lifter merges `from` into
 * `into` (docs/decisions/30-merging-renames-in-plans.md): each one named like `from`, and not yet
 * spelled exactly as `into`.
 */
export function renamesAfterMerge(days: readonly PlanDay[], from: string, into: string): { dayId: string; index: number }[] {
  const merged = nameKey(from);
  return days.flatMap((day) =>
    day.exercises.flatMap((exercise, index) =>
      nameKey(exercise.exercise_name) === merged && exercise.exercise_name !== into ? [{ dayId: day.id, index }] : [],
    ),
  );
}
