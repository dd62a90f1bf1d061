import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A guided training finished on a day of a plan: the server records the day (overall and per plan) and today. */
export const completeTrainingDay = ({ planId, dayNumber }: { planId: string; dayNumber: number }) =>
  api.post('/api/training-plans/{id}/completed-days', { path: { id: planId }, body: { day_number: dayNumber } });

export function useCompleteTrainingDay() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: completeTrainingDay, onSuccess: (user) => queryClient.setQueryData(queryKeys.user, user) });
}
