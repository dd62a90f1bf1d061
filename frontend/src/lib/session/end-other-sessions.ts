import type { EndedSessions } from '@hantelwerk/api-types';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api-client';

/** Signs the user out on every other device and browser; this one stays signed in. */
export function endOtherSessions(): Promise<EndedSessions> {
  return api.post<EndedSessions>('/api/auth/sessions/end-others');
}

export function useEndOtherSessions() {
  return useMutation({ mutationFn: endOtherSessions });
}
