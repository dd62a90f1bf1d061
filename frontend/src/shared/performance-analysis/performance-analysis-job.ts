import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invokeFunction } from '../../lib/server-functions';
import { isJobFinished, useJob } from '../../lib/jobs';
import { queryKeys } from '../../lib/query-keys';

// ---- start an analysis ----------------------------------------------------------------------

/** `{job_id}` when an analysis was queued, `{skipped: reason}` when there is nothing new to analyse. */
export const startPerformanceAnalysis = () => invokeFunction('generatePerformanceAnalysis');

// ---- the running job ------------------------------------------------------------------------

// Not a spec data key: the id of the analysis job this browser is waiting for, shared by every
// screen through the query cache (the add-workout screen starts it, the dashboard card shows it).
export const performanceAnalysisJobKey = ['performanceAnalysisJob'] as const;

/** Lets any code that holds an analysis job id (e.g. from another endpoint) have the card follow it. */
export function trackPerformanceAnalysisJob(queryClient: QueryClient, jobId: string | null) {
  queryClient.setQueryData<string | null>(performanceAnalysisJobKey, jobId);
}

function useTrackedJobId(): string | null {
  const { data } = useQuery<string | null>({
    queryKey: performanceAnalysisJobKey,
    queryFn: () => null,
    enabled: false,
    initialData: null,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return data ?? null;
}

/**
 * Starts the AI performance analysis (spec §7, after a training is logged) and follows its job:
 * polled every second, and when it finishes the user, who carries the analysis text, is refetched.
 * AI analysis failures are silent (spec §8): the card just keeps its last text.
 */
export function usePerformanceAnalysisJob() {
  const queryClient = useQueryClient();
  const jobId = useTrackedJobId();
  const job = useJob(jobId);
  const finished = isJobFinished(job.data) || job.isError;

  const start = useMutation({
    mutationFn: startPerformanceAnalysis,
    onSuccess: (result) => {
      if (result.job_id) trackPerformanceAnalysisJob(queryClient, result.job_id);
    },
    onError: (error) => console.warn('Performance analysis could not be started', error),
  });

  useEffect(() => {
    if (!jobId || !finished) return;
    if (job.data?.state === 'failed' || job.isError) {
      console.warn('Performance analysis job did not complete', job.data?.error ?? job.error);
    }
    trackPerformanceAnalysisJob(queryClient, null);
    void queryClient.invalidateQueries({ queryKey: queryKeys.user });
  }, [jobId, finished, job.data, job.error, job.isError, queryClient]);

  return {
    /** Fire and forget; safe to call after every logged training. */
    start: () => start.mutate(),
    jobId,
    isRunning: start.isPending || (jobId !== null && !finished),
    skipped: start.data?.skipped ?? null,
  };
}
