import type { Decider } from '../../event-store/decider.js';
import type { AgentName } from './agents.js';
import { MAX_MESSAGE_LENGTH, PENDING_REPLY_BLOCKS_MS } from './agents.js';
import type { ConversationEvent, ConversationMetadata, ConversationState, RecordedToolCall } from './conversations.events.js';
import { evolveConversation, initialConversationState } from './conversations.events.js';
import { refuse } from '../../common/refuse.js';

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
        toolCalls: RecordedToolCall[];
        now: Date;
      };
    }
  | { type: 'RecordCoachReplyFailure'; data: { conversationId: string; inReplyTo: string; reason: string; detail: string; now: Date } };

export function decideConversation(command: ConversationCommand, state: ConversationState): ConversationEvent[] {
  switch (command.type) {
    case 'StartConversation': {
      const { conversationId, userId, agentName, metadata, now } = command.data;
      if (state.exists) throw refuse.conflict('conversation.exists');
      return [{ type: 'ConversationStarted', data: { conversationId, userId, agentName, metadata, at: now.toISOString() } }];
    }
    case 'PostUserMessage': {
      const { conversationId, userId, messageId, jobId, now } = command.data;
      // Another user's conversation is answered exactly like a missing one.
      if (!state.exists || state.userId !== userId) throw refuse.notFound('conversation.not_found');
      const content = command.data.content.trim();
      if (!content) throw refuse.field('content', 'conversation.blank');
      if (content.length > MAX_MESSAGE_LENGTH) throw refuse.field('content', 'conversation.too_long');
      const pending = state.userMessages.findLast((message) => message.outcome === 'pending');
      if (pending && now.getTime() - Date.parse(pending.at) < PENDING_REPLY_BLOCKS_MS) throw refuse.conflict('conversation.busy');
      return [{ type: 'UserMessagePosted', data: { conversationId, userId, messageId, content, jobId, at: now.toISOString() } }];
    }
    case 'RecordCoachReply': {
      const { conversationId, messageId, inReplyTo, content, model, toolCalls, now } = command.data;
      const question = asked(state, inReplyTo);
      // A job that ran twice (its worker died after recording) replies once.
      if (question.outcome !== 'pending') return [];
      if (!content.trim()) throw refuse.invalid('conversation.empty_reply');
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
  if (!state.exists) throw refuse.notFound('conversation.not_found');
  const message = state.userMessages.find((candidate) => candidate.id === messageId);
  if (!message) throw refuse.notFound('conversation.message_not_found');
  return message;
}

export const conversationDecider: Decider<ConversationState, ConversationCommand, ConversationEvent> = {
  initialState: initialConversationState,
  evolve: evolveConversation,
  decide: decideConversation,
};
