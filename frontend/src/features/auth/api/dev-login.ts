import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { claimApiCache } from '../../../lib/api-cache';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { DevLoginDto } from '@hantelwerk/api-types';
import type { User } from '../types';

/** Signs in and claims what the service worker keeps, before the app shows the new user anything. */
export async function devLogin(request: DevLoginDto): Promise<User> {
  const user = await api.post('/api/auth/dev-login', { body: request });
  await claimApiCache(user.id);
  return user;
}

/**
 * A sign-in without a reload starts the cache over: answers kept from before (a 401 while signed
 * out, or another account's data on a shared phone) must not be shown to the one who signed in.
 */
export function startSession(queryClient: QueryClient, user: User): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.user[0] });
  queryClient.setQueryData(queryKeys.user, user);
  void queryClient.invalidateQueries({ queryKey: queryKeys.user });
}

export function useDevLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: devLogin,
    onSuccess: (user) => startSession(queryClient, user),
  });
}
