import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// A server setting: it changes only with a restart.
export const coachSettingsKey = ['coach', 'settings'] as const;

export const getCoachSettings = () => api.get('/api/agents/coach');

export const coachSettingsQueryOptions = () => queryOptions({ queryKey: coachSettingsKey, queryFn: getCoachSettings, staleTime: Number.POSITIVE_INFINITY });

export function useCoachSettings() {
  return useQuery(coachSettingsQueryOptions());
}
