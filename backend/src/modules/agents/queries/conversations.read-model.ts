import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../../../database/database.js';
import type { AgentName } from '../agents.js';
import type { ConversationMetadata } from '../conversations.events.js';

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
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads of the `conversations` read model, always scoped to one user. */
@Injectable()
export class ConversationsReadModel {
  constructor(@Inject(Database) private readonly db: Database) {}

  /** Null for a missing id, a malformed one, and another user's conversation alike. */
  async findOwn(userId: string, id: string): Promise<ConversationRow | null> {
    if (!UUID.test(id)) return null;
    const { rows } = await this.db.query<ConversationRow>('SELECT * FROM conversations WHERE id = $1 AND user_id = $2', [id, userId]);
    return rows[0] ?? null;
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
