import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from './client';

// ---- types (docs/api.md, "AI coach") ---------------------------------------------------------

import type { AgentName, Conversation, ConversationMessage, ConversationStatus } from '@hantelwerk/api-types';

export type { AgentName, Conversation, ConversationMessage, ConversationStatus };

/** The chat screen talks to this agent only (spec §3). */
export const COACH_AGENT = 'training_coach' satisfies AgentName;
export const COACH_METADATA = { name: 'Training Chat', type: 'training_advice' } as const;

/** Spec §9: conversation updates are polled every 1000 ms. */
export const CONVERSATION_POLL_INTERVAL_MS = 1000;

// Not among the spec's data keys (those are the five entity lists); conversations are the coach's.
export const conversationKeys = {
  all: ['conversations'] as const,
  list: (agentName: AgentName) => ['conversations', 'list', agentName] as const,
  detail: (id: string) => ['conversations', 'detail', id] as const,
};

// ---- fetchers -------------------------------------------------------------------------------

/** Spec §7: the list may come as an array or as `{data: [...]}`; newest first either way. */
export async function listConversations(agentName: AgentName): Promise<Conversation[]> {
  const body = await api.get<Conversation[] | { data?: Conversation[] }>(`/api/agents/conversations?agent_name=${encodeURIComponent(agentName)}`);
  if (Array.isArray(body)) return body;
  return Array.isArray(body?.data) ? body.data : [];
}

export const getConversation = (id: string) => api.get<Conversation>(`/api/agents/conversations/${encodeURIComponent(id)}`);

export const createConversation = (agentName: AgentName = COACH_AGENT) =>
  api.post<Conversation>('/api/agents/conversations', {
    agent_name: agentName,
    metadata: agentName === COACH_AGENT ? COACH_METADATA : { name: agentName, type: agentName },
  });

/** 202 with the conversation in `thinking` and the reply's `pending_job_id`; 429 when rate-limited. */
export const sendMessage = (conversationId: string, content: string) =>
  api.post<Conversation>(`/api/agents/conversations/${encodeURIComponent(conversationId)}/messages`, {
    role: 'user',
    content,
  });

// ---- queries --------------------------------------------------------------------------------

export const isThinking = (conversation: Conversation | undefined) => conversation?.status === 'thinking';

export const conversationsQueryOptions = (agentName: AgentName = COACH_AGENT) =>
  queryOptions({
    queryKey: conversationKeys.list(agentName),
    queryFn: () => listConversations(agentName),
  });

export const conversationQueryOptions = (id: string) => queryOptions({ queryKey: conversationKeys.detail(id), queryFn: () => getConversation(id) });

export function useConversations(agentName: AgentName = COACH_AGENT) {
  return useQuery(conversationsQueryOptions(agentName));
}

// ---- mutations ------------------------------------------------------------------------------

/** Puts a fresh copy of a conversation into the cache and marks the list as changed. */
function storeConversation(queryClient: QueryClient, conversation: Conversation) {
  queryClient.setQueryData(conversationKeys.detail(conversation.id), conversation);
  void queryClient.invalidateQueries({ queryKey: conversationKeys.list(conversation.agent_name ?? COACH_AGENT) });
}

export function useCreateConversation(agentName: AgentName = COACH_AGENT) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createConversation(agentName),
    onSuccess: (conversation) => storeConversation(queryClient, conversation),
  });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, content }: { conversationId: string; content: string }) => sendMessage(conversationId, content),
    onSuccess: (conversation) => storeConversation(queryClient, conversation),
  });
}
