import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The spec's `DELETE /api/training-plans?id={id}`. */
export const deleteTrainingPlan = (id: string) => api.delete('/api/training-plans', { query: { id } });

export function useDeleteTrainingPlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTrainingPlan, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.trainingPlans }) });
}
