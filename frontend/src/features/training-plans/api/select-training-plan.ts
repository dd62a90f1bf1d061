import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Spec §4 "Selected plan": choosing a plan saves it on the user. */
export const selectTrainingPlan = (planId: string) => api.put('/api/auth/update', { body: { selected_training_plan_id: planId } });

export function useSelectTrainingPlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: selectTrainingPlan, onSuccess: (user) => queryClient.setQueryData(queryKeys.user, user) });
}
