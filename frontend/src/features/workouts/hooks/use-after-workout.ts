import { useQueryClient } from '@tanstack/react-query';
import { usePerformanceAnalysisJob } from '../../../shared/performance-analysis/performance-analysis-job';
import { dashboardKey, queryKeys } from '../../../lib/query-keys';
import { refreshTrainingData } from '../../../lib/training-data';
import { calculateStreak } from '../api/calculate-streak';

export interface SavedSet {
  /** A brand-new exercise gets its categories from the AI a little later. */
  createdMachine: boolean;
}

/**
 * The server categorises a new exercise in the background (a job after MachineCreated); these
 * re-reads pick the categories up without a reload. Most answers take a few seconds.
 */
export const CATEGORY_REFRESH_DELAYS_MS = [4_000, 12_000];

/**
 * Spec §4: after a logged set the streak is recalculated and the performance analysis starts; a
 * new exercise is categorised (server-side). All of it runs in the background; failures are only
 * logged.
 */
export function useAfterWorkout() {
  const queryClient = useQueryClient();
  const analysis = usePerformanceAnalysisJob();

  return ({ createdMachine }: SavedSet) => {
    calculateStreak()
      .then(() => refreshTrainingData(queryClient))
      .catch((error: unknown) => console.warn('Streak calculation failed', error));

    if (createdMachine) {
      for (const delay of CATEGORY_REFRESH_DELAYS_MS) {
        setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: queryKeys.machines });
          void queryClient.invalidateQueries({ queryKey: dashboardKey });
        }, delay);
      }
    }

    analysis.start();
  };
}
