import type { Dashboard, DashboardMachine, MachineRecords, RecordSet, SparklineSpan } from '@hantelwerk/api-types';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKey } from '../../../lib/query-keys';
import type { CategoryFilter } from '../lib/category-filter';
import type { Period } from '../lib/filters';

export type { Dashboard, DashboardMachine, MachineRecords, RecordSet, SparklineSpan };

export const getDashboard = (period: Period, category: CategoryFilter) => api.get('/api/dashboard', { query: { period, category } });

export const dashboardQueryOptions = (period: Period, category: CategoryFilter) =>
  queryOptions({
    queryKey: [...dashboardKey, period, category] as const,
    queryFn: () => getDashboard(period, category),
    // Switching period or category keeps the old cards on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useDashboard = (period: Period, category: CategoryFilter) => useQuery(dashboardQueryOptions(period, category));
