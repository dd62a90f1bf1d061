import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { claimApiCache } from '../api-cache';
import { api, isApiError } from '../api-client';
import { queryKeys } from '../query-keys';
import type { User } from '@hantelwerk/api-types';
import { retryOnce } from './retry-once';

/**
 * 401 is the normal "signed out" answer, not a failure. The user is claimed as the owner of what
 * the service worker keeps before the gate lets any other read through; offline the answer may be
 * the kept one, and it is checked against the owner the same way.
 */
export async function getCurrentUser(): Promise<User | null> {
  let user: User;
  try {
    user = await api.get('/api/auth/me');
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
  await claimApiCache(user.id);
  return user;
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.user,
    queryFn: getCurrentUser,
    retry: retryOnce,
  });

export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions());
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    user: query.data ?? null,
    isLoading: query.isPending,
    error: query.error,
    retry,
  };
}

/** For screens behind the auth gate, where a user is certain. */
export function useSignedInUser(): User {
  const { data } = useQuery(currentUserQueryOptions());
  if (!data) throw new Error('useSignedInUser is only for screens inside the auth gate');
  return data;
}
