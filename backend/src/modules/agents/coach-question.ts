import type { ChatTurn } from '../coach/index.js';
import type { AgentName } from './agents.js';
import type { ConversationState } from './conversations.events.js';
import type { ConversationToAnswer } from './queries/conversations.reader.js';

/** The user message a coach job answers, with what was said before it. */
export interface CoachQuestion {
  agentName: AgentName;
  content: string;
  history: ChatTurn[];
  /** The conversation as the job read it: the reply is decided on this state and appended after this version. */
  readAt: { state: ConversationState; version: number };
}

/**
 * The question from the conversations read model, which is exact for the common case only: while
 * the message is the conversation's pending one, it waits for its reply. Otherwise it was answered,
 * failed, or is an older message still waiting behind a newer one; the row cannot tell which, so
 * the answer is 'ask the stream'. Null: the user has no such conversation.
 */
export function questionFromReadModel(row: ConversationToAnswer | null, messageId: string): CoachQuestion | null | 'ask the stream' {
  if (!row) return null;
  const at = row.messages.findIndex((message) => message.id === messageId);
  const question = row.messages[at];
  if (row.pending_message_id !== messageId || !question) return 'ask the stream';
  const history = row.messages.slice(0, at).map(({ role, content }) => ({ role, content }));
  // The row does not know what became of older messages, so their part of the state is left out:
  // a reply to the pending question is decided without them, and its append fails if the stream
  // moved past `version` meanwhile.
  const state: ConversationState = {
    exists: true,
    userId: row.user_id,
    agentName: row.agent_name,
    userMessages: [{ id: messageId, content: question.content, at: question.created_at, outcome: 'pending' }],
    transcript: row.messages.map(({ id, role, content }) => ({ id, role, content })),
  };
  return { agentName: row.agent_name, content: question.content, history, readAt: { state, version: row.version } };
}

/** The question from the conversation's events: null when it was answered or failed already, or is not the user's. */
export function questionFromStream(state: ConversationState, version: number, ownerId: string, messageId: string): CoachQuestion | null {
  const question = state.userMessages.find((message) => message.id === messageId);
  if (!state.exists || state.userId !== ownerId || !state.agentName || question?.outcome !== 'pending') return null;
  const at = state.transcript.findIndex((turn) => turn.id === messageId);
  return {
    agentName: state.agentName,
    content: question.content,
    history: state.transcript.slice(0, Math.max(at, 0)).map(({ role, content }) => ({ role, content })),
    readAt: { state, version },
  };
}
