import type { DashboardMachine, MachineRecords, RecordSet, SparklineSpan } from '@hantelwerk/api-types';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKey } from '../../../lib/query-keys';
import type { CategoryFilter } from '../lib/category-filter';
import type { Period } from '../lib/filters';

export type { DashboardMachine, MachineRecords, RecordSet, SparklineSpan };

export interface Dashboard {
  period: Period;
  category: CategoryFilter;
  totals: { workouts: number; volume: number; training_days: number; period_volume: number };
  streak: { current_streak: number; week_start_date: string | null };
  sparkline_span: SparklineSpan;
  machines: DashboardMachine[];
}

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
