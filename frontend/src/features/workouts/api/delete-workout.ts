import { api } from '../../../lib/api-client';
import { useTrainingDataMutation } from './training-data';

export const deleteWorkout = (id: string) => api.delete<void>(`/api/workouts/${encodeURIComponent(id)}`);

export const useDeleteWorkout = () => useTrainingDataMutation(deleteWorkout);
