import type { Queryable } from '../database/database.js';
import type { StatementPart } from '../database/one-statement.js';
import type { RecordedEvent } from './event.js';

/**
 * What `apply` will do with events that are not recorded yet, split so that it costs no round
 * trip of its own: its reads go into the command's first statement, its writes into the one that
 * records the events.
 */
export interface PreparedApply {
  /** Reads (that lock what they read) for an earlier statement. */
  readonly reads: readonly StatementPart[];
  /**
   * The writes for the events as recorded, given the reads' answers, with the rows they leave per
   * read model (by its name); null when those are not enough, and `apply` must run instead.
   */
  writes(answers: readonly unknown[], events: readonly RecordedEvent[]): { parts: StatementPart[]; rows: ReadonlyMap<string, readonly object[]> } | null;
}

/**
 * Called with the events a command appended, inside its transaction, before the commit: the app
 * applies its read models here, so a user reads their own write at once. The event store knows
 * nothing more of read models.
 */
export abstract class AppendedInTransaction {
  abstract apply(tx: Queryable, events: readonly RecordedEvent[]): Promise<void>;

  /** `apply` prepared for events before they are recorded (their positions, ids and times aside), or null where it cannot be. */
  abstract prepare(events: readonly RecordedEvent[]): PreparedApply | null;
}
