import type { LogWorkoutDto } from '@hantelwerk/api-types';
import { api, type WriteOptions } from '../../../lib/api-client';

export const createWorkout = (entry: LogWorkoutDto, options?: WriteOptions) => api.post('/api/workouts', { body: entry, ...options });
