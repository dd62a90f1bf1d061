import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../../database/database.js';
import type { FeedbackRow } from './read-models/feedback.entity.js';
import { FeedbackEntity } from './read-models/feedback.entity.js';

/** Reads of the `feedback` read model; every user's feedback, so only admin routes use it. */
@Injectable()
export class FeedbackReader {
  constructor(@Inject(Database) private readonly db: Database) {}

  list(newestFirst: boolean): Promise<FeedbackRow[]> {
    const order = newestFirst ? 'DESC' : 'ASC';
    return this.db.manager.find(FeedbackEntity, { order: { created_date: order, id: order } });
  }

  findById(id: string): Promise<FeedbackRow | null> {
    return this.db.manager.findOne(FeedbackEntity, { where: { id } });
  }
}
