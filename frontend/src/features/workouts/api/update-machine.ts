import type { UpdateMachineDto } from '@hantelwerk/api-types';
import { api, isApiError } from '../../../lib/api-client';
import { useTrainingDataMutation } from '../../../lib/training-data';

export const updateMachine = ({ id, ...changes }: UpdateMachineDto & { id: string }) => api.put('/api/machines/{id}', { path: { id }, body: changes });

export const useUpdateMachine = () => useTrainingDataMutation(updateMachine);

/** The lifter's exercise a rename ran into (docs/api.md: 409 naming it). */
export interface ExistingExercise {
  id: string;
  name: string;
}

/** The exercise a refused rename names: the same name, or another spelling of its movement; else null. */
export function existingExerciseOf(error: unknown): ExistingExercise | null {
  if (!isApiError(error) || error.status !== 409) return null;
  if (error.code !== 'machine.duplicate_name' && error.code !== 'machine.same_movement') return null;
  const { id, name } = (error.details ?? {}) as { id?: unknown; name?: unknown };
  return typeof id === 'string' && typeof name === 'string' ? { id, name } : null;
}
