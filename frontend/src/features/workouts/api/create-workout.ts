import type { CreatedWorkoutEntry } from '@hantelwerk/api-types';
import { api } from '../../../lib/api-client';
import { useTrainingDataMutation } from './training-data';

export interface NewWorkoutEntry {
  machine_id: string;
  max_weight: number;
  reps: number;
  date: string;
  notes?: string | null;
}

export const createWorkout = (entry: NewWorkoutEntry) => api.post<CreatedWorkoutEntry>('/api/workouts', entry);

export const useCreateWorkout = () => useTrainingDataMutation(createWorkout);
