import type { JobStatus } from '@hantelwerk/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** Spec §9: AI progress is polled every second. */
export const JOB_POLL_INTERVAL_MS = 1000;

export const isJobFinished = (job: Pick<JobStatus, 'state'> | undefined): boolean => job?.state === 'completed' || job?.state === 'failed';

export const getJob = (id: string) => api.get('/api/jobs/{id}', { path: { id } });

// Not one of the spec's data keys: a job is server progress, not user data.
export const jobKey = (id: string) => ['job', id] as const;

/** Polls once a second until the job has finished; a job that is gone (404) is an error, not a retry. */
export const jobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: jobKey(id),
    queryFn: () => getJob(id),
    staleTime: 0,
    refetchInterval: (query) => (isJobFinished(query.state.data) || query.state.error ? false : JOB_POLL_INTERVAL_MS),
  });

export function useJob(id: string | null | undefined) {
  return useQuery({ ...jobQueryOptions(id ?? ''), enabled: Boolean(id) });
}
