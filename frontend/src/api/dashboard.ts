import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from './client';
import type { CategoryFilter } from './machines';
import { queryKeys } from './query-keys';

/** The dashboard's time windows (spec §9); 30d is the default. */
export const PERIODS = ['7d', '30d', '6m', '1y', 'all'] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = '30d';

import type { ChartPoint, DashboardMachine, MachineRecords } from '@hantelwerk/api-types';

export type { ChartPoint, DashboardMachine, MachineRecords };

export interface Dashboard {
  period: Period;
  category: CategoryFilter;
  totals: { workouts: number; volume: number };
  streak: { current_streak: number; week_start_date: string | null };
  machines: DashboardMachine[];
}

/** Not one of the spec's keys: the dashboard is a read model over machines and entries. */
export const dashboardKey = ['dashboard'] as const;

export const getDashboard = (period: Period, category: CategoryFilter) =>
  api.get<Dashboard>(`/api/dashboard?${new URLSearchParams({ period, category }).toString()}`);

export const dashboardQueryOptions = (period: Period, category: CategoryFilter) =>
  queryOptions({
    queryKey: [...dashboardKey, period, category] as const,
    queryFn: () => getDashboard(period, category),
    // Switching period or category keeps the old cards on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useDashboard = (period: Period, category: CategoryFilter) => useQuery(dashboardQueryOptions(period, category));

/**
 * Every write to machines or entries changes the lists, the dashboard, and the user's streak and
 * Hanteln (spec §4 caches), so all of them are refreshed together.
 */
export function refreshTrainingData(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [queryKeys.workoutEntries, queryKeys.machines, dashboardKey, queryKeys.user].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** A write to machines or entries that refreshes all of the above once it has worked. */
export function useTrainingDataMutation<Result, Variables>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshTrainingData(queryClient) });
}
