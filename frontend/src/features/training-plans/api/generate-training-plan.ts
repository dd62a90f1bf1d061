import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePressKey } from '../../../lib/use-press-key';

/** Starts a plan generation from the onboarding answers (or joins the one running); answers the user, now generating. */
export const generateTrainingPlan = (idempotencyKey?: string) => api.post('/api/training-plans/generate', { idempotencyKey });

/** A double click sends one key, so it starts one generation however its requests are timed. */
export function useGenerateTrainingPlan() {
  const queryClient = useQueryClient();
  const key = usePressKey();
  return useMutation({
    mutationFn: () => generateTrainingPlan(key.current()),
    onSuccess: (user) => queryClient.setQueryData(queryKeys.user, user),
    onSettled: key.renew,
  });
}
