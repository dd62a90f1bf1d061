import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeConversation } from './get-conversation';

/** 202 with the conversation in `thinking` and the reply's `pending_job_id`; 429 when rate-limited. */
export const sendMessage = (conversationId: string, content: string) =>
  api.post('/api/agents/conversations/{id}/messages', { path: { id: conversationId }, body: { role: 'user', content } });

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, content }: { conversationId: string; content: string }) => sendMessage(conversationId, content),
    onSuccess: (conversation) => storeConversation(queryClient, conversation),
  });
}
