import type { Queryable } from '../../database/database.js';
import type { RecordedEvent } from '../../event-store/event.js';
import type { ConversationEvent } from '../../modules/agents/conversations.events.js';
import { CONVERSATION_EVENT_TYPES } from '../../modules/agents/conversations.events.js';
import type { Projection } from '../projection.js';

type CoachRepliedEvent = Extract<ConversationEvent, { type: 'CoachReplied' }>;

/**
 * The `conversations` read model: what `GET /api/agents/conversations` answers. Status follows the
 * newest user message: thinking until its reply (idle) or failure (failed) lands. A late reply to
 * an older message is appended without touching the status of a newer one.
 */
export const conversationsProjection: Projection = {
  name: 'conversations',
  tables: ['conversations'],
  eventTypes: CONVERSATION_EVENT_TYPES,
  async apply(db: Queryable, recorded: RecordedEvent) {
    const event = recorded as unknown as ConversationEvent & RecordedEvent;
    const version = recorded.streamVersion;
    switch (event.type) {
      case 'ConversationStarted': {
        const { conversationId, userId, agentName, metadata, at } = event.data;
        await db.query(
          `INSERT INTO conversations (id, user_id, agent_name, metadata, created_date, updated_date, version)
           VALUES ($1, $2, $3, $4::jsonb, $5, $5, $6) ON CONFLICT (id) DO NOTHING`,
          [conversationId, userId, agentName, JSON.stringify(metadata), at, version],
        );
        return;
      }
      case 'UserMessagePosted': {
        const { conversationId, messageId, content, jobId, at } = event.data;
        await db.query(
          `UPDATE conversations
           SET messages = messages || $3::jsonb, status = 'thinking', pending_message_id = $4, pending_job_id = $5,
               last_error = NULL, updated_date = $6, version = $2
           WHERE id = $1 AND version < $2`,
          [conversationId, version, JSON.stringify([{ id: messageId, role: 'user', content, created_at: at }]), messageId, jobId, at],
        );
        return;
      }
      case 'CoachReplied':
        await applyReplies(db, [recorded]);
        return;
      case 'CoachReplyFailed': {
        const { conversationId, inReplyTo, reason, at } = event.data;
        await db.query(
          `UPDATE conversations
           SET status = CASE WHEN pending_message_id = $3 THEN 'failed' ELSE status END,
               last_error = CASE WHEN pending_message_id = $3 THEN $4 ELSE last_error END,
               pending_job_id = CASE WHEN pending_message_id = $3 THEN NULL ELSE pending_job_id END,
               pending_message_id = CASE WHEN pending_message_id = $3 THEN NULL ELSE pending_message_id END,
               updated_date = $5, version = $2
           WHERE id = $1 AND version < $2`,
          [conversationId, version, inReplyTo, reason, at],
        );
        return;
      }
    }
  },
  /** A worker records the replies of a batch of jobs together: one statement for all of them. */
  async applyMany(db: Queryable, events: readonly RecordedEvent[]) {
    const conversations = new Set(events.map((event) => (event.data as { conversationId: string }).conversationId));
    // UPDATE … FROM changes a row once however many source rows match it, so one reply per conversation.
    if (events.every((event) => event.type === 'CoachReplied') && conversations.size === events.length) {
      await applyReplies(db, events);
      return;
    }
    for (const event of events) await this.apply(db, event);
  },
};

/**
 * Appends each reply to its conversation. Status follows the newest user message: only a reply to
 * the pending message makes the conversation idle. At most one reply per conversation.
 */
async function applyReplies(db: Queryable, events: readonly RecordedEvent[]): Promise<void> {
  const replies = events.map((recorded) => ({ version: recorded.streamVersion, ...(recorded as unknown as CoachRepliedEvent).data }));
  await db.query(
    `UPDATE conversations c
     SET messages = c.messages || jsonb_build_array(reply.message),
         status = CASE WHEN c.pending_message_id = reply.in_reply_to THEN 'idle' ELSE c.status END,
         pending_job_id = CASE WHEN c.pending_message_id = reply.in_reply_to THEN NULL ELSE c.pending_job_id END,
         pending_message_id = CASE WHEN c.pending_message_id = reply.in_reply_to THEN NULL ELSE c.pending_message_id END,
         updated_date = reply.at, version = reply.version
     FROM unnest($1::uuid[], $2::int[], $3::jsonb[], $4::uuid[], $5::timestamptz[]) AS reply (id, version, message, in_reply_to, at)
     WHERE c.id = reply.id AND c.version < reply.version`,
    [
      replies.map((reply) => reply.conversationId),
      replies.map((reply) => reply.version),
      replies.map(({ messageId, content, at }) => JSON.stringify({ id: messageId, role: 'assistant', content, created_at: at })),
      replies.map((reply) => reply.inReplyTo),
      replies.map((reply) => reply.at),
    ],
  );
}
