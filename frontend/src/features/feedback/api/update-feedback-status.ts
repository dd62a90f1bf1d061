import type { FeedbackStatus } from '@hantelwerk/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Spec §7: `PUT /api/feedback?id=&status=` without a body; the list is refreshed afterwards. */
export const updateFeedbackStatus = ({ id, status }: { id: string; status: FeedbackStatus }) => api.put('/api/feedback', { query: { id, status } });

export function useUpdateFeedbackStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateFeedbackStatus, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.feedback }) });
}
