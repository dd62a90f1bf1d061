import { useMutation } from '@tanstack/react-query';
import { invokeFunction } from '../../../lib/server-functions';

/** Spec §7 server function `deleteUserAccount {}` → `data.success` or `data.error`. */
export async function deleteAccount(): Promise<void> {
  const { success, error } = await invokeFunction('deleteUserAccount');
  if (!success) throw new Error(error);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
