import type { Conversation, ReplyInProgress } from '@hantelwerk/api-types';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { storeConversation } from './get-conversation';

export const conversationStreamUrl = (id: string) => `/api/agents/conversations/${encodeURIComponent(id)}/stream`;

export interface ConversationStream {
  /** The stream is open: changes arrive by push, the poll can rest. */
  connected: boolean;
  /** The reply the coach is writing right now, as far as it has got. */
  reply: ReplyInProgress | null;
}

/**
 * Follows the conversation on screen over server-sent events: every change lands in the query
 * cache as it happens, and the coach's reply shows while it is written. The browser reconnects by
 * itself after a dropped connection; while it is down the chat polls (spec: every second).
 */
export function useConversationStream(conversationId: string | null): ConversationStream {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ConversationStream & { id: string | null }>({ id: null, connected: false, reply: null });

  useEffect(() => {
    if (!conversationId || typeof EventSource === 'undefined') return;
    const source = new EventSource(conversationStreamUrl(conversationId), { withCredentials: true });
    const update = (change: Partial<ConversationStream>) =>
      setState((previous) => ({ ...(previous.id === conversationId ? previous : { connected: false, reply: null }), id: conversationId, ...change }));
    source.onopen = () => update({ connected: true });
    source.onerror = () => update({ connected: false });
    source.addEventListener('conversation', (event) => {
      storeConversation(queryClient, JSON.parse((event as MessageEvent<string>).data) as Conversation);
    });
    source.addEventListener('reply', (event) => {
      update({ reply: JSON.parse((event as MessageEvent<string>).data) as ReplyInProgress });
    });
    return () => source.close();
  }, [conversationId, queryClient]);

  return state.id === conversationId ? { connected: state.connected, reply: state.reply } : { connected: false, reply: null };
}
