import { EntitySchema } from 'typeorm';
import type { AgentName } from '../agents.js';
import type { ConversationMetadata, RecordedToolCall } from '../conversations.events.js';

export interface ConversationMessageRow {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  created_at: string;
  /** The tools the coach used for this reply, when it used any. */
  tool_calls?: RecordedToolCall[];
}

/** One agent conversation with its messages inline, oldest first. */
export interface ConversationRow {
  id: string;
  user_id: string;
  agent_name: AgentName;
  metadata: ConversationMetadata;
  messages: ConversationMessageRow[];
  /** Follows the newest user message: thinking until its reply (idle) or failure (failed) lands. */
  status: 'idle' | 'thinking' | 'failed';
  pending_message_id: string | null;
  pending_job_id: string | null;
  last_error: string | null;
  created_date: Date;
  updated_date: Date;
  /** The conversation stream's version this row shows. */
  version: number;
}

export const ConversationEntity = new EntitySchema<ConversationRow>({
  name: 'Conversation',
  tableName: 'conversations',
  columns: {
    id: { type: 'uuid', primary: true },
    user_id: { type: 'uuid' },
    agent_name: { type: 'text' },
    metadata: { type: 'jsonb' },
    messages: { type: 'jsonb' },
    status: { type: 'text' },
    pending_message_id: { type: 'uuid', nullable: true },
    pending_job_id: { type: 'text', nullable: true },
    last_error: { type: 'text', nullable: true },
    created_date: { type: 'timestamptz' },
    updated_date: { type: 'timestamptz' },
    version: { type: 'integer' },
  },
  // Descending indexes are the migrations' alone: TypeORM only checks that they are there by name.
  indices: [
    { name: 'conversations_user_created_idx', columns: ['user_id', 'created_date'], synchronize: false },
    { name: 'conversations_user_agent_created_idx', columns: ['user_id', 'agent_name', 'created_date'], synchronize: false },
    { name: 'conversations_thinking_idx', columns: ['user_id', 'updated_date'], where: "status = 'thinking'" },
  ],
});
