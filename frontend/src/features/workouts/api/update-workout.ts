import type { WorkoutEntry } from '@hantelwerk/api-types';
import { api, type WriteOptions } from '../../../lib/api-client';
import type { NewWorkoutEntry } from './create-workout';

export type WorkoutEntryChanges = Partial<Omit<NewWorkoutEntry, 'machine_id'>>;

/** `PUT /api/workouts/{id}`; the edit dialog sends it through the outbox (api/change-set.ts). */
export const updateWorkout = ({ id, ...changes }: WorkoutEntryChanges & { id: string }, options?: WriteOptions) =>
  api.put<WorkoutEntry>(`/api/workouts/${encodeURIComponent(id)}`, changes, options);
