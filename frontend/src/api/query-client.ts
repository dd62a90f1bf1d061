import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './client';
import { queryKeys } from './query-keys';

const MAX_RETRIES = 3;
const FIRST_RETRY_DELAY_MS = 1_000;
const MAX_RETRY_DELAY_MS = 30_000;

function isClientError(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/** A 4xx will not change by asking again; network and 5xx errors might. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return !isClientError(error) && failureCount < MAX_RETRIES;
}

export function retryDelay(attemptIndex: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** attemptIndex, MAX_RETRY_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    // A 401 on any other query means the session ended: re-check the user so the gate shows login.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isApiError(error) && error.status === 401 && query.queryKey[0] !== queryKeys.user[0]) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.user });
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        retryDelay,
      },
    },
  });
  return queryClient;
}
