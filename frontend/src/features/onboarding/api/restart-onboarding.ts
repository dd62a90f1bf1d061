import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Spec §9: the restart waits 500 ms before onboarding opens. */
export const RESTART_DELAY_MS = 500;

/** Spec §4: the answers go, the plans stay; from the plan screen the selected plan goes too. */
export const restartOnboarding = (clearSelectedPlan: boolean) => api.post('/api/onboarding/restart', { body: { clear_selected_plan: clearSelectedPlan } });

/**
 * The one way to restart the onboarding, from the plan screen and the profile alike: the server
 * clears the answers (`POST /api/onboarding/restart`), the answer goes into the `user` cache and
 * onboarding opens 500 ms later. `onError` lets a confirmation close when it failed.
 */
export function useRestartOnboarding({ clearSelectedPlan }: { clearSelectedPlan: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => restartOnboarding(clearSelectedPlan),
    onSuccess: (user) =>
      new Promise<void>((resolve) =>
        window.setTimeout(() => {
          queryClient.setQueryData(queryKeys.user, user);
          void navigate(paths.onboarding);
          resolve();
        }, RESTART_DELAY_MS),
      ),
  });
  return {
    start: (options?: { onError?: () => void }) => mutation.mutate(undefined, { onError: options?.onError }),
    pending: mutation.isPending,
    failed: mutation.isError,
  };
}
