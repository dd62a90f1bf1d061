import type { AdminEventPage } from '@hantelwerk/api-types';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKey, DEBUG_REFRESH_MS } from './keys';

/** What the event browser narrows the log by; empty fields are left out. */
export interface EventFilter {
  stream?: string;
  type?: string;
  user?: string;
  from?: string;
  to?: string;
}

export const getEventPage = (filter: EventFilter, before?: number) => {
  const params = new URLSearchParams(
    Object.entries({ ...filter, before }).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
  params.set('limit', '25');
  return api.get<AdminEventPage>(`/api/admin/events?${params}`);
};

/** Pages by position, newest first; each page is refreshed by its own cursor, so pages never shift. */
export const eventPagesQueryOptions = (filter: EventFilter) =>
  infiniteQueryOptions({
    queryKey: [...adminKey, 'events', filter],
    queryFn: ({ pageParam }) => getEventPage(filter, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.next_before ?? undefined,
    refetchInterval: DEBUG_REFRESH_MS,
  });

export const useEventPages = (filter: EventFilter) => useInfiniteQuery(eventPagesQueryOptions(filter));
