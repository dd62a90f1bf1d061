import { api } from '../../../lib/api-client';
import { useTrainingDataMutation } from '../../../lib/training-data';

/** Deletes the exercise and all its entries. */
export const deleteMachine = (id: string) => api.delete('/api/machines/{id}', { path: { id } });

export const useDeleteMachine = () => useTrainingDataMutation(deleteMachine);
