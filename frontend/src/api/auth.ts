import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { redirectTo } from '../lib/browser-navigation';
import { api, isApiError } from './client';
import { shouldRetry } from './query-client';
import { queryKeys } from './query-keys';
import type { AuthProviders, DevLoginRequest, User } from './types';

// ---- current user -------------------------------------------------------------------------

/** 401 is the normal "signed out" answer, not a failure. */
export async function getCurrentUser(): Promise<User | null> {
  try {
    return await api.get<User>('/api/auth/me');
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

// The gate blocks the whole app on these two, so a down server is reported after one quick retry
// instead of after the default three (about 7 s of spinner).
const AUTH_RETRIES = 1;
const retryOnce = (failureCount: number, error: Error) => shouldRetry(failureCount, error) && failureCount < AUTH_RETRIES;

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.user,
    queryFn: getCurrentUser,
    retry: retryOnce,
  });

export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions());
  return {
    user: query.data ?? null,
    isLoading: query.isPending,
    error: query.error,
  };
}

/** For screens behind the auth gate, where a user is certain. */
export function useSignedInUser(): User {
  const { data } = useQuery(currentUserQueryOptions());
  if (!data) throw new Error('useSignedInUser is only for screens inside the auth gate');
  return data;
}

// ---- sign-in providers --------------------------------------------------------------------

export const getAuthProviders = () => api.get<AuthProviders>('/api/auth/providers');

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

// ---- sign in / out ------------------------------------------------------------------------

export function startGoogleLogin(): void {
  redirectTo('/api/auth/login');
}

export const devLogin = (request: DevLoginRequest) => api.post<User>('/api/auth/dev-login', request);

export function useDevLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: devLogin,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.user, user);
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    },
  });
}

/** Spec §8: a failed logout is only logged; the reload to "/" shows whatever the server says. */
export async function logout(): Promise<void> {
  try {
    await api.post<void>('/api/auth/logout');
  } catch (error) {
    console.error('Logout failed', error);
  }
  redirectTo('/');
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
