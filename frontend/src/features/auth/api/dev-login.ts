import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { DevLoginDto } from '@hantelwerk/api-types';
import type { User } from '../types';

export const devLogin = (request: DevLoginDto) => api.post<User>('/api/auth/dev-login', request);

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
