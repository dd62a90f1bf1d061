import type { TrainingPlan, UpdatePlanDto } from '@hantelwerk/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const updateTrainingPlan = ({ id, changes }: { id: string; changes: UpdatePlanDto }) =>
  api.put<TrainingPlan>(`/api/training-plans/${encodeURIComponent(id)}`, changes);

/** The plan as the server answers it goes into the list at once; the list is read again too (another plan may have turned inactive). */
export function useUpdateTrainingPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrainingPlan,
    onSuccess: (plan) => {
      queryClient.setQueryData<TrainingPlan[]>(queryKeys.trainingPlans, (plans) => plans?.map((candidate) => (candidate.id === plan.id ? plan : candidate)));
      void queryClient.invalidateQueries({ queryKey: queryKeys.trainingPlans });
    },
  });
}
