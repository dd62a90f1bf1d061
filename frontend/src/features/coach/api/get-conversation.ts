import type { AgentName, Conversation, ConversationMessage, ConversationStatus } from '@hantelwerk/api-types';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { COACH_AGENT } from '../lib/coach-agent';
import { conversationsKey } from './get-conversations';

export type { AgentName, Conversation, ConversationMessage, ConversationStatus };

/** Spec §9: conversation updates are polled every 1000 ms. */
export const CONVERSATION_POLL_INTERVAL_MS = 1000;

export const conversationKey = (id: string) => ['conversations', 'detail', id] as const;

export const getConversation = (id: string) => api.get<Conversation>(`/api/agents/conversations/${encodeURIComponent(id)}`);

export const isThinking = (conversation: Conversation | undefined) => conversation?.status === 'thinking';

export const conversationQueryOptions = (id: string) => queryOptions({ queryKey: conversationKey(id), queryFn: () => getConversation(id) });

/** Puts a fresh copy of a conversation into the cache and marks the list as changed. */
export function storeConversation(queryClient: QueryClient, conversation: Conversation) {
  queryClient.setQueryData(conversationKey(conversation.id), conversation);
  void queryClient.invalidateQueries({ queryKey: conversationsKey(conversation.agent_name ?? COACH_AGENT) });
}
