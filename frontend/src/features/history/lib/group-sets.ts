import type { WorkoutEntry } from '@hantelwerk/api-types';

export interface ExerciseSets {
  machineId: string;
  sets: WorkoutEntry[];
}

/** A training's sets by exercise, the exercises in the order they were first done, each one's sets in theirs. */
export function groupByExercise(sets: readonly WorkoutEntry[]): ExerciseSets[] {
  const groups = new Map<string, WorkoutEntry[]>();
  for (const set of sets) groups.set(set.machine_id, [...(groups.get(set.machine_id) ?? []), set]);
  return [...groups].map(([machineId, grouped]) => ({ machineId, sets: grouped }));
}
