import type { AgentName } from '@hantelwerk/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { COACH_AGENT } from '../lib/coach-agent';

// Not among the spec's data keys (those are the five entity lists); conversations are the coach's.
export const conversationsKey = (agentName: AgentName) => ['conversations', 'list', agentName] as const;

/** The agent's conversations, newest first. */
export const listConversations = (agentName: AgentName) => api.get('/api/agents/conversations', { query: { agent_name: agentName } });

export const conversationsQueryOptions = (agentName: AgentName = COACH_AGENT) =>
  queryOptions({
    queryKey: conversationsKey(agentName),
    queryFn: () => listConversations(agentName),
  });

export function useConversations(agentName: AgentName = COACH_AGENT) {
  return useQuery(conversationsQueryOptions(agentName));
}
