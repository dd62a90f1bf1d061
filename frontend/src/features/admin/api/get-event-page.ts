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
  const given = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));
  return api.get('/api/admin/events', { query: { ...given, before, limit: 25 } });
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
