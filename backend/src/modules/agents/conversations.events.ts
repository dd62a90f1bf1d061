import type { AgentName } from './agents.js';

export interface ConversationMetadata {
  name: string;
  type: string;
}

export interface RecordedToolCall {
  id?: string;
  name: string;
  arguments: Record<string, unknown>;
  result?: unknown;
}

export type ConversationEvent =
  | {
      type: 'ConversationStarted';
      data: { conversationId: string; userId: string; agentName: AgentName; metadata: ConversationMetadata; at: string };
    }
  | {
      type: 'UserMessagePosted';
      /** `jobId` is the job that will answer it, derived from the message, so it is known at once. */
      data: { conversationId: string; userId: string; messageId: string; content: string; jobId: string; at: string };
    }
  | {
      type: 'CoachReplied';
      data: {
        conversationId: string;
        messageId: string;
        inReplyTo: string;
        content: string;
        model: string;
        /** The tools the model used and what they answered (`id` and `result` since the coach had streaming). */
        toolCalls: RecordedToolCall[];
        at: string;
      };
    }
  | {
      type: 'CoachReplyFailed';
      /** `reason` is shown to the user (German); `detail` is for operators. */
      data: { conversationId: string; inReplyTo: string; reason: string; detail: string; at: string };
    };

export type ConversationEventType = ConversationEvent['type'];
export const CONVERSATION_EVENT_TYPES: readonly ConversationEventType[] = ['ConversationStarted', 'UserMessagePosted', 'CoachReplied', 'CoachReplyFailed'];

export const conversationStream = (conversationId: string) => `conversation-${conversationId}`;

export interface ConversationState {
  exists: boolean;
  userId: string | null;
  agentName: AgentName | null;
  /** User messages in order, with what became of them. */
  userMessages: { id: string; content: string; at: string; outcome: 'pending' | 'replied' | 'failed' }[];
  /** Everything said so far, for the model's context; `id` is the message id. */
  transcript: { id: string; role: 'user' | 'assistant'; content: string }[];
}

export const initialConversationState = (): ConversationState => ({ exists: false, userId: null, agentName: null, userMessages: [], transcript: [] });

export function evolveConversation(state: ConversationState, event: ConversationEvent): ConversationState {
  switch (event.type) {
    case 'ConversationStarted':
      return { ...state, exists: true, userId: event.data.userId, agentName: event.data.agentName };
    case 'UserMessagePosted':
      return {
        ...state,
        userMessages: [...state.userMessages, { id: event.data.messageId, content: event.data.content, at: event.data.at, outcome: 'pending' }],
        transcript: [...state.transcript, { id: event.data.messageId, role: 'user', content: event.data.content }],
      };
    case 'CoachReplied':
      return {
        ...state,
        userMessages: state.userMessages.map((message) => (message.id === event.data.inReplyTo ? { ...message, outcome: 'replied' } : message)),
        transcript: [...state.transcript, { id: event.data.messageId, role: 'assistant', content: event.data.content }],
      };
    case 'CoachReplyFailed':
      return {
        ...state,
        userMessages: state.userMessages.map((message) => (message.id === event.data.inReplyTo ? { ...message, outcome: 'failed' } : message)),
      };
    default: {
      const unknownEvent: never = event;
      return unknownEvent;
    }
  }
}
