import type { OnboardingAnswers } from '@hantelwerk/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePressKey } from '../../../lib/use-press-key';

/** "Fertig": the server records the answers and starts the plan generation; the user comes back generating. */
export const completeOnboarding = (answers: OnboardingAnswers, idempotencyKey?: string) =>
  api.post('/api/onboarding/complete', { body: answers, idempotencyKey });

/** A double click on "Fertig" sends one key, so it starts one generation however its requests are timed. */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  const key = usePressKey();
  return useMutation({
    mutationFn: (answers: OnboardingAnswers) => completeOnboarding(answers, key.current()),
    onSuccess: (user) => queryClient.setQueryData(queryKeys.user, user),
    onSettled: key.renew,
  });
}
