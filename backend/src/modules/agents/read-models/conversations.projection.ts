import type { RecordedEvent } from '../../../event-store/event.js';
import type { ConversationEvent } from '../conversations.events.js';
import { CONVERSATION_EVENT_TYPES } from '../conversations.events.js';
import type { EventReadModel } from '../../../projections/read-model.js';
import type { ConversationRow } from './conversations.entity.js';
import { ConversationEntity } from './conversations.entity.js';

/**
 * The `conversations` read model: what `GET /api/agents/conversations` answers. A late reply to an
 * older message is appended without touching the status of a newer one.
 */
export const conversationsReadModel: EventReadModel<ConversationRow> = {
  name: 'conversations',
  entity: ConversationEntity,
  key: ['id'],
  version: 2,
  eventTypes: CONVERSATION_EVENT_TYPES,
  keysOf: (event) => [{ id: (event.data as { conversationId: string }).conversationId }],
  evolve(row, recorded) {
    const event = recorded as ConversationEvent & RecordedEvent;
    const version = recorded.streamVersion;
    if (event.type === 'ConversationStarted') {
      const { conversationId, userId, agentName, metadata, at } = event.data;
      const created = new Date(at);
      return (
        row ?? {
          id: conversationId,
          user_id: userId,
          agent_name: agentName,
          metadata,
          messages: [],
          status: 'idle',
          pending_message_id: null,
          pending_job_id: null,
          last_error: null,
          created_date: created,
          updated_date: created,
          version,
        }
      );
    }
    if (!row || row.version >= version) return row;
    const updated = { ...row, updated_date: new Date(event.data.at), version };
    switch (event.type) {
      case 'UserMessagePosted': {
        const { messageId, content, jobId, at } = event.data;
        const message = { id: messageId, role: 'user' as const, content, created_at: at };
        return { ...updated, messages: [...row.messages, message], status: 'thinking', pending_message_id: messageId, pending_job_id: jobId, last_error: null };
      }
      case 'CoachReplied': {
        const { messageId, content, inReplyTo, toolCalls, at } = event.data;
        const message = { id: messageId, role: 'assistant' as const, content, created_at: at, ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}) };
        const answered = row.pending_message_id === inReplyTo ? { status: 'idle' as const, pending_message_id: null, pending_job_id: null } : {};
        return { ...updated, messages: [...row.messages, message], ...answered };
      }
      case 'CoachReplyFailed': {
        if (row.pending_message_id !== event.data.inReplyTo) return updated;
        return { ...updated, status: 'failed', last_error: event.data.reason, pending_message_id: null, pending_job_id: null };
      }
    }
  },
};
