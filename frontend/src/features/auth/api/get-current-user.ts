import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, isApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { User } from '../types';
import { retryOnce } from './retry';

/** 401 is the normal "signed out" answer, not a failure. */
export async function getCurrentUser(): Promise<User | null> {
  try {
    return await api.get<User>('/api/auth/me');
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
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
