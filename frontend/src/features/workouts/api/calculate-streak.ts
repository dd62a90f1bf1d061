import { api } from '../../../lib/api-client';

/** Spec §7: the streak is recalculated after each saved set. */
export const calculateStreak = () =>
  api.post<{ data: { current_streak: number; week_start_date: string | null } }>('/api/functions/invoke', {
    functionName: 'calculateStreak',
  });
