import type { OnboardingAnswers } from '@hantelwerk/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../auth';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** "Fertig": the server records the answers and starts the plan generation; the user comes back generating. */
export const completeOnboarding = (answers: OnboardingAnswers) => api.post<User>('/api/onboarding/complete', answers);

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: completeOnboarding, onSuccess: (user) => queryClient.setQueryData(queryKeys.user, user) });
}
