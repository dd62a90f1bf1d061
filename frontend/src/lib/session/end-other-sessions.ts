import { useMutation } from '@tanstack/react-query';
import { api } from '../api-client';

/** Signs the user out on every other device and browser; this one stays signed in. */
export const endOtherSessions = () => api.post('/api/auth/sessions/end-others');

export function useEndOtherSessions() {
  return useMutation({ mutationFn: endOtherSessions });
}
