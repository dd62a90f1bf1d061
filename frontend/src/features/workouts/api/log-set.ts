import type { CreatedWorkoutEntry, Machine } from '@hantelwerk/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { findExerciseByName } from '../lib/exercise-suggestions';
import { createMachine } from './create-machine';
import { createWorkout, type NewWorkoutEntry } from './create-workout';
import { refreshTrainingData } from './training-data';

/** The add screen: an exercise by name, created when new, then the entry. */
export interface LogSetInput extends Omit<NewWorkoutEntry, 'machine_id'> {
  exerciseName: string;
  /** The exercises already known, to reuse one whose name matches. */
  machines: readonly Machine[];
}

export interface LoggedSet {
  entry: CreatedWorkoutEntry;
  machineId: string;
  createdMachine: boolean;
}

/** The server answers 409 with the existing id when the name is taken (e.g. created elsewhere). */
function existingMachineId(error: unknown): string | undefined {
  if (!isApiError(error) || error.status !== 409) return undefined;
  const details = error.details as { id?: unknown } | undefined;
  return typeof details?.id === 'string' ? details.id : undefined;
}

/** Spec §4: a new exercise is created first with empty categories, then the entry. */
export async function logSet({ exerciseName, machines, ...entry }: LogSetInput): Promise<LoggedSet> {
  const name = exerciseName.trim();
  let machineId = findExerciseByName(machines, name)?.id;
  let createdMachine = false;
  if (!machineId) {
    try {
      machineId = (await createMachine({ name, categories: [] })).id;
      createdMachine = true;
    } catch (error) {
      machineId = existingMachineId(error);
      if (!machineId) throw error;
    }
  }
  const created = await createWorkout({ ...entry, machine_id: machineId });
  return { entry: created, machineId, createdMachine };
}

export function useLogSet() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logSet, onSettled: () => refreshTrainingData(queryClient) });
}
