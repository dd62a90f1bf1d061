import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { conversationKey, conversationQueryOptions, CONVERSATION_POLL_INTERVAL_MS, isThinking, type Conversation } from '../api/get-conversation';
import { useConversations } from '../api/get-conversations';
import { useCreateConversation } from '../api/create-conversation';
import { useSendMessage } from '../api/send-message';
import { useConversationStream } from '../api/stream-conversation';
import { isApiError } from '../../../lib/api-client';
import { isJobFinished, useJob } from '../../../lib/jobs';
import { t } from '../messages';
import { isExplainedRefusal } from '../../../lib/server-message';

/** Which conversation is on screen: the newest one, a fresh (not yet created) one, or a chosen one. */
type Selection = { kind: 'latest' } | { kind: 'new' } | { kind: 'id'; id: string };

/** While the stream is open a slow poll is only the safety net for a push that got lost. */
const STREAMING_POLL_INTERVAL_MS = 5000;

/** The server's whole explanation when it gave one (e.g. the 429 rate limit), else our sentence. */
function sendErrorMessage(error: unknown): string {
  return isExplainedRefusal(error) ? error.message : t('chat.sendError');
}

/**
 * The coach chat's state: which conversation is open, sending (creating the conversation first
 * when there is none), and following the reply as it is written (pushed by the server, or polled
 * with the reply job while the push channel is down) until the assistant's answer has arrived.
 */
export function useCoachChat() {
  const queryClient = useQueryClient();
  const conversations = useConversations();
  const [selection, setSelection] = useState<Selection>({ kind: 'latest' });
  const [pendingText, setPendingText] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const createConversation = useCreateConversation();
  const sendMessage = useSendMessage();

  const list = conversations.data ?? [];
  const activeId = selection.kind === 'id' ? selection.id : selection.kind === 'latest' ? (list[0]?.id ?? null) : null;
  // The list may carry whole conversations; if so, the open one shows at once while it is re-read.
  const listed = list.find((item) => item.id === activeId && Array.isArray(item.messages));

  // Changes and the reply being written arrive by push while the stream is open. Without it the
  // conversation is polled every second while the coach writes; the poll also stops when the
  // reply job has failed but the conversation never said so.
  const stream = useConversationStream(activeId);
  const replyJobFailed = useRef(false);
  const conversation = useQuery({
    ...conversationQueryOptions(activeId ?? ''),
    enabled: activeId !== null,
    placeholderData: listed,
    refetchInterval: (query) =>
      isThinking(query.state.data) && !query.state.error && !replyJobFailed.current
        ? stream.connected
          ? STREAMING_POLL_INTERVAL_MS
          : CONVERSATION_POLL_INTERVAL_MS
        : false,
  });
  const current: Conversation | undefined = activeId ? conversation.data : undefined;

  // Without the stream the job is polled alongside, so a finished or failed reply is noticed without waiting a tick.
  const thinking = isThinking(current);
  const job = useJob(thinking && !stream.connected ? current?.pending_job_id : null);
  // A failed job, or one the server no longer knows (404), will not bring a reply.
  const jobLost = job.data?.state === 'failed' || (isApiError(job.error) && job.error.status < 500);
  replyJobFailed.current = thinking && jobLost;

  useEffect(() => {
    if (!activeId || !thinking || !isJobFinished(job.data)) return;
    void queryClient.invalidateQueries({ queryKey: conversationKey(activeId) });
  }, [activeId, thinking, job.data, queryClient]);

  const isSending = createConversation.isPending || sendMessage.isPending;
  const asked = current?.messages.at(-1);
  const replyInProgress =
    thinking && stream.reply && asked?.id === stream.reply.in_reply_to && stream.reply.content.trim() !== '' ? stream.reply.content : null;
  const replyFailed = current?.status === 'failed' || (thinking && jobLost);
  // The server words its failures in German for the user; without one the generic sentence is used.
  const replyError = replyFailed ? (current?.status === 'failed' ? current.error : job.data?.error) || t('chat.replyError') : null;

  /** Resolves to whether the text went out; on `false` the caller puts the text back. */
  async function send(text: string): Promise<boolean> {
    const content = text.trim();
    if (content === '' || isSending || (thinking && !replyFailed)) return false;
    setSendError(null);
    setPendingText(content);
    try {
      let conversationId = activeId;
      if (!conversationId) {
        const created = await createConversation.mutateAsync();
        conversationId = created.id;
        setSelection({ kind: 'id', id: created.id });
      }
      await sendMessage.mutateAsync({ conversationId, content });
      return true;
    } catch (error) {
      console.error('Chat message could not be sent', error);
      setSendError(sendErrorMessage(error));
      return false;
    } finally {
      setPendingText(null);
    }
  }

  function startNewChat() {
    setSendError(null);
    setSelection({ kind: 'new' });
  }

  function openConversation(id: string) {
    setSendError(null);
    setSelection({ kind: 'id', id });
  }

  useEffect(() => {
    if (conversations.error) console.error('Chat conversations could not be loaded', conversations.error);
  }, [conversations.error]);
  useEffect(() => {
    if (conversation.error) console.error('Chat conversation could not be loaded', conversation.error);
  }, [conversation.error]);

  return {
    conversations: list,
    isLoading: conversations.isPending || (activeId !== null && conversation.isPending),
    activeId,
    messages: current?.messages ?? [],
    pendingText,
    isSending,
    /** The assistant is writing: show the typing indicator, or the reply so far. */
    isReplying: isSending || (thinking && !replyFailed),
    replyInProgress,
    replyFailed,
    replyError,
    sendError,
    send,
    startNewChat,
    openConversation,
  };
}
