import type { Queryable } from '../database/database.js';
import type { RecordedEvent } from './event.js';

/**
 * Called with the events a command appended, inside its transaction, before the commit: the app
 * applies its read models here, so a user reads their own write at once. The event store knows
 * nothing more of read models.
 */
export abstract class AppendedInTransaction {
  abstract apply(tx: Queryable, events: readonly RecordedEvent[]): Promise<void>;
}
