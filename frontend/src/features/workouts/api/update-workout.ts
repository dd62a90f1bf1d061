import type { WorkoutEntry } from '@hantelwerk/api-types';
import { api } from '../../../lib/api-client';
import type { NewWorkoutEntry } from './create-workout';
import { useTrainingDataMutation } from './training-data';

export type WorkoutEntryChanges = Partial<Omit<NewWorkoutEntry, 'machine_id'>>;

export const updateWorkout = ({ id, ...changes }: WorkoutEntryChanges & { id: string }) =>
  api.put<WorkoutEntry>(`/api/workouts/${encodeURIComponent(id)}`, changes);

export const useUpdateWorkout = () => useTrainingDataMutation(updateWorkout);
