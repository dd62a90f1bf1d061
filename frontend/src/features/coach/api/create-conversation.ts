import type { AgentName } from '@hantelwerk/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { COACH_AGENT, COACH_METADATA } from '../lib/coach-agent';
import { storeConversation } from './get-conversation';

export const createConversation = (agentName: AgentName = COACH_AGENT) =>
  api.post('/api/agents/conversations', {
    body: { agent_name: agentName, metadata: agentName === COACH_AGENT ? COACH_METADATA : { name: agentName, type: agentName } },
  });

export function useCreateConversation(agentName: AgentName = COACH_AGENT) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createConversation(agentName),
    onSuccess: (conversation) => storeConversation(queryClient, conversation),
  });
}
