import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One exercise's entries, newest first; under workoutEntries, so a logged set refreshes it. */
export const getExerciseHistory = (machineId: string) => api.get('/api/workouts', { query: { filter: JSON.stringify({ machine_id: machineId }) } });

export const exerciseHistoryQueryOptions = (machineId: string | undefined) =>
  queryOptions({
    queryKey: [...queryKeys.workoutEntries, { machineId: machineId ?? null }],
    queryFn: () => getExerciseHistory(machineId!),
    enabled: machineId !== undefined,
  });

export const useExerciseHistory = (machineId: string | undefined) => useQuery(exerciseHistoryQueryOptions(machineId));
