import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { DEBUG_REFRESH_MS } from './keys';
import { jobQueuesKey } from './get-job-queues';

export const getFailedJobs = (queue: string) => api.get('/api/admin/job-queues/{queue}/failed', { path: { queue }, query: { limit: 20 } });

export const failedJobsQueryOptions = (queue: string) =>
  queryOptions({ queryKey: [...jobQueuesKey, queue, 'failed'], queryFn: () => getFailedJobs(queue), refetchInterval: DEBUG_REFRESH_MS });

export const useFailedJobs = (queue: string) => useQuery(failedJobsQueryOptions(queue));
