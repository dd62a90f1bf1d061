import type { Conversation, ConversationMessage } from '@hantelwerk/api-types';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { COACH_AGENT } from '../lib/coach-agent';
import { conversationsKey } from './get-conversations';

export type { Conversation, ConversationMessage };

/** Spec §9: conversation updates are polled every 1000 ms. */
export const CONVERSATION_POLL_INTERVAL_MS = 1000;

export const conversationKey = (id: string) => ['conversations', 'detail', id] as const;

export const getConversation = (id: string) => api.get('/api/agents/conversations/{id}', { path: { id } });

export const isThinking = (conversation: Conversation | undefined) => conversation?.status === 'thinking';

/**
 * Of two copies of a conversation the later one (by `updated_date`, which every change moves):
 * a pushed reply can overtake the answer to the POST that asked for it, or a poll sent before it.
 */
export function laterConversation(current: Conversation | undefined, incoming: Conversation): Conversation {
  return current && current.id === incoming.id && current.updated_date > incoming.updated_date ? current : incoming;
}

export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: conversationKey(id),
    queryFn: () => getConversation(id),
    structuralSharing: (current, incoming) => laterConversation(current as Conversation | undefined, incoming as Conversation),
  });

/** Puts a fresh copy of a conversation into the cache and marks the list as changed. */
export function storeConversation(queryClient: QueryClient, conversation: Conversation) {
  queryClient.setQueryData<Conversation>(conversationKey(conversation.id), (current) => laterConversation(current, conversation));
  void queryClient.invalidateQueries({ queryKey: conversationsKey(conversation.agent_name ?? COACH_AGENT) });
}
