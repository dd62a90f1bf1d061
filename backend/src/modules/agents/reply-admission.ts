import { Inject, Injectable } from '@nestjs/common';
import { MoreThan } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { Database } from '../../database/database.js';
import { ConversationEntity } from './read-models/conversations.entity.js';
import { JobHandlers } from '../jobs/index.js';
import { refuse } from '../../common/refuse.js';
import type { AgentName } from './agents.js';
import { AGENTS, PENDING_REPLY_BLOCKS_MS } from './agents.js';

/**
 * Whether a user's message may be queued for an answer: its agent must have a job handler (a
 * message no worker can answer would wait forever), and the user may have only a few replies
 * waiting at once over all their conversations (each conversation already holds one at most).
 * The count is a soft cap: two messages at the same moment may both pass it.
 */
@Injectable()
export class ReplyAdmission {
  constructor(
    @Inject(JobHandlers) private readonly jobHandlers: JobHandlers,
    @Inject(Database) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async admit(userId: string, agentName: AgentName, now: Date): Promise<void> {
    if (!this.jobHandlers.has(AGENTS[agentName].job)) throw refuse.invalid('conversation.agent_without_worker');
    const waiting = await this.db.manager.countBy(ConversationEntity, {
      user_id: userId,
      status: 'thinking',
      // As for one conversation, a reply pending this long blocks nothing any more.
      updated_date: MoreThan(new Date(now.getTime() - PENDING_REPLY_BLOCKS_MS)),
    });
    if (waiting >= this.config.aiJobsWaitingPerUser) throw refuse.conflict('conversation.too_many_waiting');
  }
}
