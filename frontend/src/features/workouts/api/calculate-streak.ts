import type { Streak } from '@hantelwerk/api-types';
import { api } from '../../../lib/api-client';

/** Spec §7: the streak is recalculated after each saved set. */
export const calculateStreak = () =>
  api.post<{ data: Streak }>('/api/functions/invoke', {
    functionName: 'calculateStreak',
  });
