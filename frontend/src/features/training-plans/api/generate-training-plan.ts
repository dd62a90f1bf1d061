import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../auth';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Starts a plan generation from the onboarding answers (or joins the one running); answers the user, now generating. */
export const generateTrainingPlan = () => api.post<User>('/api/training-plans/generate');

export function useGenerateTrainingPlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: generateTrainingPlan, onSuccess: (user) => queryClient.setQueryData(queryKeys.user, user) });
}
