import type { TrainingSession } from '@hantelwerk/api-types';
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionsKey } from '../../../lib/query-keys';

export type { TrainingSession };

/** Trainings a page of the history shows before "Mehr laden". */
export const SESSION_PAGE_SIZE = 20;

/** A page of trainings, newest first: at most `limit` after the training `before` (its id). */
export const getSessions = (before: string | undefined) => api.get('/api/sessions', { query: { limit: SESSION_PAGE_SIZE, before: before || undefined } });

export const getSession = (id: string) => api.get('/api/sessions/{id}', { path: { id } });

/** The trainings a page at a time; the next page starts after the last training of the one before (a short page is the last). */
export const useSessionPages = () =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...sessionsKey, 'pages'],
      queryFn: ({ pageParam }) => getSessions(pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => (page.length < SESSION_PAGE_SIZE ? undefined : page.at(-1)!.id),
    }),
  );

/** One training with its sets. */
export const useSession = (id: string) => useQuery({ queryKey: [...sessionsKey, id], queryFn: () => getSession(id) });
