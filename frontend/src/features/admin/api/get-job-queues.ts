import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKey, DEBUG_REFRESH_MS } from './keys';

export const getJobQueues = () => api.get('/api/admin/job-queues');

export const jobQueuesKey = [...adminKey, 'job-queues'] as const;

export const jobQueuesQueryOptions = () => queryOptions({ queryKey: jobQueuesKey, queryFn: getJobQueues, refetchInterval: DEBUG_REFRESH_MS });

export const useJobQueues = () => useQuery(jobQueuesQueryOptions());
