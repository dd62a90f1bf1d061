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

/** A stream the browser gave up on (refused, e.g. 429 for too many open streams) is opened again after this long, doubling up to a minute. */
export const STREAM_REOPEN_MS = 5_000;
const STREAM_REOPEN_MAX_MS = 60_000;

/**
 * Follows the conversation on screen over server-sent events: every change lands in the query
 * cache as it happens, and the coach's reply shows while it is written. The browser reconnects by
 * itself after a dropped connection, but not after a refusal (an answer other than the stream);
 * then the stream is opened again after STREAM_REOPEN_MS, doubling. While it is down the chat
 * polls (spec: every second).
 */
export function useConversationStream(conversationId: string | null): ConversationStream {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ConversationStream & { id: string | null }>({ id: null, connected: false, reply: null });

  useEffect(() => {
    if (!conversationId || typeof EventSource === 'undefined') return;
    const update = (change: Partial<ConversationStream>) =>
      setState((previous) => ({ ...(previous.id === conversationId ? previous : { connected: false, reply: null }), id: conversationId, ...change }));
    let source: EventSource;
    let reopenTimer: number | undefined;
    let reopenAfter = STREAM_REOPEN_MS;
    const open = () => {
      source = new EventSource(conversationStreamUrl(conversationId), { withCredentials: true });
      source.onopen = () => {
        reopenAfter = STREAM_REOPEN_MS;
        update({ connected: true });
      };
      source.onerror = () => {
        update({ connected: false });
        if (source.readyState !== EventSource.CLOSED) return;
        reopenTimer = window.setTimeout(open, reopenAfter);
        reopenAfter = Math.min(reopenAfter * 2, STREAM_REOPEN_MAX_MS);
      };
      source.addEventListener('conversation', (event) => {
        storeConversation(queryClient, JSON.parse((event as MessageEvent<string>).data) as Conversation);
      });
      source.addEventListener('reply', (event) => {
        update({ reply: JSON.parse((event as MessageEvent<string>).data) as ReplyInProgress });
      });
    };
    open();
    return () => {
      window.clearTimeout(reopenTimer);
      source.close();
    };
  }, [conversationId, queryClient]);

  return state.id === conversationId ? { connected: state.connected, reply: state.reply } : { connected: false, reply: null };
}
