import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../../../database/database.js';
import type { AgentName } from '../agents.js';
import type { ConversationMetadata } from '../conversations.events.js';
import { isUuid } from './uuid.js';

export interface ConversationMessageRow {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  created_at: string;
}

export interface ConversationRow {
  id: string;
  user_id: string;
  agent_name: AgentName;
  metadata: ConversationMetadata;
  messages: ConversationMessageRow[];
  status: 'idle' | 'thinking' | 'failed';
  pending_message_id: string | null;
  pending_job_id: string | null;
  last_error: string | null;
  created_date: Date;
  updated_date: Date;
  /** The conversation stream's version this row shows. */
  version: number;
}

/** What a coach job reads of its conversation. */
export type ConversationToAnswer = Pick<ConversationRow, 'id' | 'user_id' | 'agent_name' | 'messages' | 'pending_message_id' | 'version'>;

/** Reads of the `conversations` read model, always scoped to one user. */
@Injectable()
export class ConversationsReadModel {
  constructor(@Inject(Database) private readonly db: Database) {}

  /** Null for a missing id, a malformed one, and another user's conversation alike. */
  async findOwn(userId: string, id: string): Promise<ConversationRow | null> {
    if (!isUuid(id)) return null;
    const { rows } = await this.db.query<ConversationRow>('SELECT * FROM conversations WHERE id = $1 AND user_id = $2', [id, userId]);
    return rows[0] ?? null;
  }

  /**
   * Many users' conversations in one round trip, each only for the user asking for it: the answer
   * is in key order, null where that user has no such conversation.
   */
  async findOwnMany(keys: readonly { userId: string; id: string }[]): Promise<(ConversationToAnswer | null)[]> {
    const valid = keys.filter((key) => isUuid(key.id) && isUuid(key.userId));
    const { rows } = await this.db.query<ConversationToAnswer>(
      `SELECT c.id, c.user_id, c.agent_name, c.messages, c.pending_message_id, c.version
       FROM conversations c JOIN unnest($1::uuid[], $2::uuid[]) AS wanted (id, user_id) ON c.id = wanted.id AND c.user_id = wanted.user_id`,
      [valid.map((key) => key.id), valid.map((key) => key.userId)],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return keys.map((key) => {
      const row = byId.get(key.id);
      return row?.user_id === key.userId ? row : null;
    });
  }

  async listOwn(userId: string, filter: { agentName?: AgentName; status?: ConversationRow['status']; limit: number }): Promise<ConversationRow[]> {
    const conditions = ['user_id = $1'];
    const values: unknown[] = [userId];
    if (filter.agentName) {
      values.push(filter.agentName);
      conditions.push(`agent_name = $${values.length}`);
    }
    if (filter.status) {
      values.push(filter.status);
      conditions.push(`status = $${values.length}`);
    }
    values.push(filter.limit);
    const { rows } = await this.db.query<ConversationRow>(
      `SELECT * FROM conversations WHERE ${conditions.join(' AND ')} ORDER BY created_date DESC, id DESC LIMIT $${values.length}`,
      values,
    );
    return rows;
  }
}
