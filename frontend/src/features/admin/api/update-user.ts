import type { UpdateProfileDto } from '@hantelwerk/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `PUT /api/users/{id}` with the changed fields only; the server decides which it accepts (spec §7). */
export const updateUser = ({ id, changes }: { id: string; changes: UpdateProfileDto }) => api.put('/api/users/{id}', { path: { id }, body: changes });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user }) });
}
