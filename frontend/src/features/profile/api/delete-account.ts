import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type DeleteAccountAnswer = { data: { success: true } | { success: false; error: string } };

/** Spec §7 server function `deleteUserAccount {}` → `data.success` or `data.error`. */
export async function deleteAccount(): Promise<void> {
  const { data } = await api.post<DeleteAccountAnswer>('/api/functions/invoke', { functionName: 'deleteUserAccount' });
  if (!data.success) throw new Error(data.error);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
