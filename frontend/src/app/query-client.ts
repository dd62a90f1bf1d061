import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';
import { retryDelay, shouldRetry } from '../lib/retry';

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
        // Asked even without network: the service worker answers the reads the app needs offline
        // from their last copy (vite.config.ts); retries wait for the connection.
        networkMode: 'offlineFirst',
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        retryDelay,
      },
    },
  });
  return queryClient;
}
