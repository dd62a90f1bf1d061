import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jobQueuesKey } from './get-job-queues';
import type { JobRef } from './retry-job';

export const removeJob = ({ queue, id }: JobRef) => api.delete('/api/admin/job-queues/{queue}/jobs/{id}', { path: { queue, id } });

export function useRemoveJob() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeJob, onSettled: () => queryClient.invalidateQueries({ queryKey: jobQueuesKey }) });
}
