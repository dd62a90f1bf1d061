import { api, type WriteOptions } from '../../../lib/api-client';

/** `DELETE /api/workouts/{id}`; the app sends it through the outbox (api/change-set.ts). */
export const deleteWorkout = (id: string, options?: WriteOptions) => api.delete('/api/workouts/{id}', { path: { id }, ...options });
