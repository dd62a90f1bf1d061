import { conflict, invalid, notFound } from '../../common/domain-error.js';
import type { Decider } from '../../event-store/decider.js';
import type { AgentName } from './agents.js';
import { MAX_MESSAGE_LENGTH, PENDING_REPLY_BLOCKS_MS } from './agents.js';
import type { ConversationEvent, ConversationMetadata, ConversationState } from './conversations.events.js';
import { evolveConversation, initialConversationState } from './conversations.events.js';

export type ConversationCommand =
  | { type: 'StartConversation'; data: { conversationId: string; userId: string; agentName: AgentName; metadata: ConversationMetadata; now: Date } }
  | { type: 'PostUserMessage'; data: { conversationId: string; userId: string; messageId: string; content: string; jobId: string; now: Date } }
  | {
      type: 'RecordCoachReply';
      data: {
        conversationId: string;
        messageId: string;
        inReplyTo: string;
        content: string;
        model: string;
        toolCalls: { name: string; arguments: Record<string, unknown> }[];
        now: Date;
      };
    }
  | { type: 'RecordCoachReplyFailure'; data: { conversationId: string; inReplyTo: string; reason: string; detail: string; now: Date } };

export const CONVERSATION_MESSAGES = {
  notFound: 'Unterhaltung nicht gefunden',
  blank: 'Bitte gib eine Nachricht ein.',
  tooLong: `Die Nachricht darf höchstens ${MAX_MESSAGE_LENGTH} Zeichen lang sein.`,
  busy: 'Der Coach antwortet noch auf deine letzte Nachricht. Bitte warte einen Moment.',
  exists: 'Diese Unterhaltung gibt es bereits.',
} as const;

export function decideConversation(command: ConversationCommand, state: ConversationState): ConversationEvent[] {
  switch (command.type) {
    case 'StartConversation': {
      const { conversationId, userId, agentName, metadata, now } = command.data;
      if (state.exists) throw conflict(CONVERSATION_MESSAGES.exists);
      return [{ type: 'ConversationStarted', data: { conversationId, userId, agentName, metadata, at: now.toISOString() } }];
    }
    case 'PostUserMessage': {
      const { conversationId, userId, messageId, jobId, now } = command.data;
      // Another user's conversation is answered exactly like a missing one.
      if (!state.exists || state.userId !== userId) throw notFound(CONVERSATION_MESSAGES.notFound);
      const content = command.data.content.trim();
      if (!content) throw invalid(CONVERSATION_MESSAGES.blank, [{ field: 'content', problems: [CONVERSATION_MESSAGES.blank] }]);
      if (content.length > MAX_MESSAGE_LENGTH) throw invalid(CONVERSATION_MESSAGES.tooLong, [{ field: 'content', problems: [CONVERSATION_MESSAGES.tooLong] }]);
      const pending = state.userMessages.findLast((message) => message.outcome === 'pending');
      if (pending && now.getTime() - Date.parse(pending.at) < PENDING_REPLY_BLOCKS_MS) throw conflict(CONVERSATION_MESSAGES.busy);
      return [{ type: 'UserMessagePosted', data: { conversationId, userId, messageId, content, jobId, at: now.toISOString() } }];
    }
    case 'RecordCoachReply': {
      const { conversationId, messageId, inReplyTo, content, model, toolCalls, now } = command.data;
      const question = asked(state, inReplyTo);
      // A job that ran twice (its worker died after recording) replies once.
      if (question.outcome !== 'pending') return [];
      if (!content.trim()) throw invalid('Die Antwort des Coaches ist leer.');
      return [{ type: 'CoachReplied', data: { conversationId, messageId, inReplyTo, content, model, toolCalls, at: now.toISOString() } }];
    }
    case 'RecordCoachReplyFailure': {
      const { conversationId, inReplyTo, reason, detail, now } = command.data;
      if (asked(state, inReplyTo).outcome !== 'pending') return [];
      return [{ type: 'CoachReplyFailed', data: { conversationId, inReplyTo, reason, detail, at: now.toISOString() } }];
    }
    default: {
      const unknownCommand: never = command;
      return unknownCommand;
    }
  }
}

function asked(state: ConversationState, messageId: string) {
  if (!state.exists) throw notFound(CONVERSATION_MESSAGES.notFound);
  const message = state.userMessages.find((candidate) => candidate.id === messageId);
  if (!message) throw notFound('Nachricht nicht gefunden');
  return message;
}

export const conversationDecider: Decider<ConversationState, ConversationCommand, ConversationEvent> = {
  initialState: initialConversationState,
  evolve: evolveConversation,
  decide: decideConversation,
};
