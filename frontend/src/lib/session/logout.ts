import { useMutation } from '@tanstack/react-query';
import { dropApiCache } from '../api-cache';
import { api } from '../api-client';
import { redirectTo } from '../browser-navigation';

/** Spec §8: a failed logout is only logged; the reload to "/" shows whatever the server says. */
export async function logout(): Promise<void> {
  try {
    await api.post('/api/auth/logout');
  } catch (error) {
    console.error('Logout failed', error);
  }
  // The service worker keeps the last answers for opening offline (vite.config.ts): not for the next user.
  await dropApiCache();
  redirectTo('/');
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
