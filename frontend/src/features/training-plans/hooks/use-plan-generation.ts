import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { currentUserQueryOptions } from '../../../lib/session';
import { queryKeys } from '../../../lib/query-keys';
import { useGenerateTrainingPlan } from '../api/generate-training-plan';
import { reportGenerationTimeout } from '../api/report-generation-timeout';

/** Spec §4: the client's states of a plan generation. */
export type GenerationState = 'idle' | 'generating' | 'resuming' | 'completed' | 'error';

/** Spec §9: a generation not finished 60 s after the client began to wait for it has timed out. */
export const GENERATION_TIMEOUT_MS = 60_000;
export const GENERATION_TIMEOUT_ERROR = 'Plan generation timeout';
const POLL_MS = 1_000;

/**
 * Follows the user's plan generation (spec §4 Plan generation, Resume): the server runs it, the
 * user record says how far it is, so while it is generating the user is read once a second. A
 * generation found running on arrival (after a reload) is being resumed. 60 s without an outcome
 * stop the waiting with "Plan generation timeout", which the server is told about.
 */
export function usePlanGeneration() {
  const queryClient = useQueryClient();
  const [timedOut, setTimedOut] = useState(false);
  const [listeningSince, setListeningSince] = useState<number | null>(null);
  const startedHere = useRef(false);
  const generate = useGenerateTrainingPlan();
  const { data: user } = useQuery({
    ...currentUserQueryOptions(),
    refetchInterval: (query) => (query.state.data?.plan_generation_status === 'generating' && !timedOut ? POLL_MS : false),
  });
  const status = user?.plan_generation_status ?? null;
  const generating = status === 'generating';

  useEffect(() => {
    if (generating && listeningSince === null) setListeningSince(Date.now());
    if (!generating && listeningSince !== null) setListeningSince(null);
  }, [generating, listeningSince]);

  useEffect(() => {
    if (listeningSince === null || timedOut) return;
    const timer = window.setTimeout(
      () => {
        setTimedOut(true);
        reportGenerationTimeout()
          .then((updated) => queryClient.setQueryData(queryKeys.user, updated))
          .catch((error: unknown) => console.warn('Reporting the plan generation timeout failed', error));
      },
      Math.max(0, listeningSince + GENERATION_TIMEOUT_MS - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [listeningSince, timedOut, queryClient]);

  useEffect(() => {
    if (status === 'completed') void queryClient.invalidateQueries({ queryKey: queryKeys.trainingPlans });
  }, [status, queryClient]);

  let state: GenerationState;
  let error: string | null = null;
  if (generate.isError) {
    state = 'error';
    error = generate.error.message;
  } else if (timedOut && generating) {
    state = 'error';
    error = GENERATION_TIMEOUT_ERROR;
  } else if (generating || generate.isPending) {
    state = startedHere.current ? 'generating' : 'resuming';
  } else if (status === 'failed') {
    state = 'error';
    error = user?.plan_generation_error ?? GENERATION_TIMEOUT_ERROR;
  } else {
    state = status === 'completed' ? 'completed' : 'idle';
  }

  return {
    state,
    error,
    /** "Trainingsplan generieren". */
    start: () => {
      startedHere.current = true;
      setTimedOut(false);
      generate.mutate();
    },
  };
}
