import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { dashboardKey, queryKeys, sessionsKey } from './query-keys';

/**
 * Every write to machines or entries changes the lists, the dashboard, the trainings' sets, and the
 * user's streak and Hanteln (spec §4 caches), so all of them are refreshed together.
 */
export function refreshTrainingData(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [queryKeys.workoutEntries, queryKeys.machines, dashboardKey, sessionsKey, queryKeys.user].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** A write to machines or entries that refreshes all of the above once it has worked, and `alsoChanges` (other caches it changes). */
export function useTrainingDataMutation<Result, Variables>(mutationFn: (variables: Variables) => Promise<Result>, alsoChanges: readonly QueryKey[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([refreshTrainingData(queryClient), ...alsoChanges.map((queryKey) => queryClient.invalidateQueries({ queryKey }))]),
  });
}
