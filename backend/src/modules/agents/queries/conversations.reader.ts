import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../../../database/database.js';
import type { ConversationRow } from '../read-models/conversations.entity.js';
import { ConversationEntity } from '../read-models/conversations.entity.js';
import type { AgentName } from '../agents.js';
import { isUuid } from '../../../common/uuid.js';

export type { ConversationRow };

/** What a coach job reads of its conversation. */
export type ConversationToAnswer = Pick<ConversationRow, 'id' | 'user_id' | 'agent_name' | 'messages' | 'pending_message_id' | 'version'>;

/** Reads of the `conversations` read model, always scoped to one user. */
@Injectable()
export class ConversationsReader {
  constructor(@Inject(Database) private readonly db: Database) {}

  /** Null for a missing id, a malformed one, and another user's conversation alike. */
  findOwn(userId: string, id: string): Promise<ConversationRow | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.db.manager.findOneBy(ConversationEntity, { id, user_id: userId });
  }

  /**
   * Many users' conversations in one round trip, each only for the user asking for it: the answer
   * is in key order, null where that user has no such conversation.
   */
  async findOwnMany(keys: readonly { userId: string; id: string }[]): Promise<(ConversationToAnswer | null)[]> {
    const valid = keys.filter((key) => isUuid(key.id) && isUuid(key.userId));
    const rows = valid.length === 0 ? [] : await this.db.manager.find(ConversationEntity, { where: valid.map(({ id, userId }) => ({ id, user_id: userId })) });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return keys.map((key) => {
      const row = byId.get(key.id);
      return row?.user_id === key.userId ? row : null;
    });
  }

  /** What the lifter wrote in their newest coach conversation, oldest first: the planner reads it (issue 32). */
  async latestCoachStatements(userId: string): Promise<string[]> {
    const [latest] = await this.listOwn(userId, { agentName: 'training_coach', limit: 1 });
    return latest?.messages.filter((message) => message.role === 'user').map((message) => message.content) ?? [];
  }

  listOwn(userId: string, filter: { agentName?: AgentName; status?: ConversationRow['status']; limit: number }): Promise<ConversationRow[]> {
    return this.db.manager.find(ConversationEntity, {
      where: { user_id: userId, ...(filter.agentName && { agent_name: filter.agentName }), ...(filter.status && { status: filter.status }) },
      order: { created_date: 'DESC', id: 'DESC' },
      take: filter.limit,
    });
  }
}
