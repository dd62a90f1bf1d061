import type { TrainingDay, TrainingPlan, UpdatePlanDto } from '@hantelwerk/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const updateTrainingPlan = ({ id, changes }: { id: string; changes: UpdatePlanDto }) =>
  api.put('/api/training-plans/{id}', { path: { id }, body: changes });

/**
 * The days as the plan will show them once saved, when every sent day is an existing one (a move,
 * a new target, a rename): shown at once, so a dragged exercise stays where it was dropped. With a
 * new day (no id yet) there is nothing to show before the server answers.
 */
export function expectedDays(days: UpdatePlanDto['training_days']): TrainingDay[] | null {
  if (!days || days.some((day) => !day.id)) return null;
  return days.map((day, index) => ({
    id: day.id!,
    day_number: index + 1,
    day_name: day.day_name,
    exercises: (day.exercises ?? []).map((exercise) => ({
      exercise_name: exercise.exercise_name,
      sets: exercise.sets ?? null,
      reps: exercise.reps ?? null,
      target_weight: exercise.target_weight ?? null,
    })),
  }));
}

/** The plan as the server answers it goes into the list at once; the list is read again too (another plan may have turned inactive). */
export function useUpdateTrainingPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrainingPlan,
    onMutate: async ({ id, changes }) => {
      const days = expectedDays(changes.training_days);
      if (!days) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: queryKeys.trainingPlans });
      const previous = queryClient.getQueryData<TrainingPlan[]>(queryKeys.trainingPlans);
      queryClient.setQueryData<TrainingPlan[]>(queryKeys.trainingPlans, (plans) =>
        plans?.map((plan) => (plan.id === id ? { ...plan, training_days: days } : plan)),
      );
      return { previous };
    },
    onError: (_failure, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.trainingPlans, context.previous);
    },
    onSuccess: (plan) => {
      queryClient.setQueryData<TrainingPlan[]>(queryKeys.trainingPlans, (plans) => plans?.map((candidate) => (candidate.id === plan.id ? plan : candidate)));
      void queryClient.invalidateQueries({ queryKey: queryKeys.trainingPlans });
    },
  });
}
