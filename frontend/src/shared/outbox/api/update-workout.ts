import type { EditWorkoutDto } from '@hantelwerk/api-types';
import { api, type WriteOptions } from '../../../lib/api-client';

/** `PUT /api/workouts/{id}`; the edit dialog sends it through the outbox (api/change-set.ts). */
export const updateWorkout = ({ id, ...changes }: EditWorkoutDto & { id: string }, options?: WriteOptions) =>
  api.put('/api/workouts/{id}', { path: { id }, body: changes, ...options });
