import type { PersonalRecord, WorkoutEntry } from '@hantelwerk/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type { PersonalRecord, WorkoutEntry };

/** The server's filter keys (docs/api.md). */
export interface WorkoutFilter {
  machine_id?: string;
  created_by?: string;
  date?: string | { gte?: string; lte?: string };
}

export function getWorkouts(filter: WorkoutFilter = {}): Promise<WorkoutEntry[]> {
  const query = Object.keys(filter).length > 0 ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : '';
  return api.get<WorkoutEntry[]>(`/api/workouts${query}`);
}

export const workoutsQueryOptions = (filter: WorkoutFilter = {}) =>
  queryOptions({ queryKey: [...queryKeys.workoutEntries, filter] as const, queryFn: () => getWorkouts(filter) });

export const useWorkouts = (filter: WorkoutFilter = {}, options: { enabled?: boolean } = {}) =>
  useQuery({ ...workoutsQueryOptions(filter), enabled: options.enabled ?? true });
