import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { retryOnce } from '../../../lib/session/retry-once';

export const getAuthProviders = () => api.get('/api/auth/providers');

// Not one of the spec's data keys: it describes the server's configuration, not user data.
const authProvidersKey = ['authProviders'] as const;

export const authProvidersQueryOptions = () =>
  queryOptions({
    queryKey: authProvidersKey,
    queryFn: getAuthProviders,
    staleTime: Infinity,
    retry: retryOnce,
  });

export const useAuthProviders = () => useQuery(authProvidersQueryOptions());
