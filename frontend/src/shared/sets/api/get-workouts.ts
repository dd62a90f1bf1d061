import type { PersonalRecord, WorkoutEntry } from '@hantelwerk/api-types';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type { PersonalRecord, WorkoutEntry };

/** The server's filter keys (docs/api.md). */
export interface WorkoutFilter {
  machine_id?: string;
  created_by?: string;
  date?: string | { gte?: string; lte?: string };
}

/** A page of the list: at most `limit` entries after the entry `before` (its id), newest first (docs/api.md). */
interface Page {
  limit: number;
  before: string | undefined;
}

export const getWorkouts = (filter: WorkoutFilter = {}, page?: Page) =>
  api.get('/api/workouts', {
    query: { filter: Object.keys(filter).length > 0 ? JSON.stringify(filter) : undefined, limit: page?.limit, before: page?.before || undefined },
  });

/** Entries a page of the entry list shows before "Mehr laden". */
export const ENTRY_PAGE_SIZE = 20;

export const workoutsQueryOptions = (filter: WorkoutFilter = {}) =>
  queryOptions({ queryKey: [...queryKeys.workoutEntries, filter] as const, queryFn: () => getWorkouts(filter) });

export const useWorkouts = (filter: WorkoutFilter = {}, options: { enabled?: boolean } = {}) =>
  useQuery({ ...workoutsQueryOptions(filter), enabled: options.enabled ?? true });

/** The list a page at a time; the next page starts after the last entry of the one before (a short page is the last). */
export const workoutPagesQueryOptions = (filter: WorkoutFilter) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.workoutEntries, 'pages', filter] as const,
    queryFn: ({ pageParam }) => getWorkouts(filter, { limit: ENTRY_PAGE_SIZE, before: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.length < ENTRY_PAGE_SIZE ? undefined : page.at(-1)!.id),
  });

export const useWorkoutPages = (filter: WorkoutFilter) => useInfiniteQuery(workoutPagesQueryOptions(filter));
