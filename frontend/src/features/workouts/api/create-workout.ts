import type { CreatedWorkoutEntry } from '@hantelwerk/api-types';
import { api, type WriteOptions } from '../../../lib/api-client';

export interface NewWorkoutEntry {
  machine_id: string;
  max_weight: number;
  reps: number;
  date: string;
  notes?: string | null;
}

export const createWorkout = (entry: NewWorkoutEntry, options?: WriteOptions) => api.post<CreatedWorkoutEntry>('/api/workouts', entry, options);
