import type { AgentName, Conversation } from '@hantelwerk/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { COACH_AGENT } from '../lib/coach-agent';

// Not among the spec's data keys (those are the five entity lists); conversations are the coach's.
export const conversationsKey = (agentName: AgentName) => ['conversations', 'list', agentName] as const;

/** Spec §7: the list may come as an array or as `{data: [...]}`; newest first either way. */
export async function listConversations(agentName: AgentName): Promise<Conversation[]> {
  const body = await api.get<Conversation[] | { data?: Conversation[] }>(`/api/agents/conversations?agent_name=${encodeURIComponent(agentName)}`);
  if (Array.isArray(body)) return body;
  return Array.isArray(body?.data) ? body.data : [];
}

export const conversationsQueryOptions = (agentName: AgentName = COACH_AGENT) =>
  queryOptions({
    queryKey: conversationsKey(agentName),
    queryFn: () => listConversations(agentName),
  });

export function useConversations(agentName: AgentName = COACH_AGENT) {
  return useQuery(conversationsQueryOptions(agentName));
}
