import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jobQueuesKey } from './get-job-queues';

export interface JobRef {
  queue: string;
  id: string;
}

export const retryJob = ({ queue, id }: JobRef) => api.post('/api/admin/job-queues/{queue}/jobs/{id}/retry', { path: { queue, id } });

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryJob, onSettled: () => queryClient.invalidateQueries({ queryKey: jobQueuesKey }) });
}
