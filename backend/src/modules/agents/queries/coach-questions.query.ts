import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../../../database/database.js';
import { fold } from '../../../event-store/decider.js';
import { EventStore } from '../../../event-store/event-store.js';
import { batchingLoader } from '../../jobs/index.js';
import type { CoachQuestion } from '../coach-question.js';
import { questionFromReadModel, questionFromStream } from '../coach-question.js';
import { conversationDecider } from '../conversations.decider.js';
import type { ConversationEvent } from '../conversations.events.js';
import { conversationStream } from '../conversations.events.js';
import { ConversationsReader } from './conversations.reader.js';

interface Asked {
  ownerId: string;
  conversationId: string;
  messageId: string;
}

/**
 * What a coach job is to answer, for the jobs of this worker together: their conversations come
 * from the read model in one round trip, each scoped to its job's user. Only when the row cannot
 * tell (the message is not the pending one) are the conversation's events read and folded.
 */
@Injectable()
export class CoachQuestionsQuery {
  private readonly conversations = batchingLoader((keys: readonly Asked[]) =>
    this.readModel.findOwnMany(keys.map(({ ownerId, conversationId }) => ({ userId: ownerId, id: conversationId }))),
  );

  constructor(
    @Inject(ConversationsReader) private readonly readModel: ConversationsReader,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Database) private readonly db: Database,
  ) {}

  /** Null when there is nothing to answer: answered already, failed, or not this user's. */
  async pending(asked: Asked): Promise<CoachQuestion | null> {
    const fromRow = questionFromReadModel(await this.conversations.load(asked), asked.messageId);
    if (fromRow !== 'ask the stream') return fromRow;
    const events = await this.store.readStream(this.db, conversationStream(asked.conversationId));
    const state = fold(conversationDecider, events as unknown as ConversationEvent[]);
    return questionFromStream(state, events.at(-1)?.streamVersion ?? 0, asked.ownerId, asked.messageId);
  }
}
