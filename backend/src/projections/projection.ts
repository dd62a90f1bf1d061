import type { Queryable } from '../database/database.js';
import type { RecordedEvent } from '../event-store/event.js';

/**
 * A read model: the events it cares about and how each changes its own tables. `apply` must be
 * idempotent (applying an event twice changes nothing), which is what makes replay safe.
 */
export interface Projection {
  readonly name: string;
  /** Tables this projection owns; a rebuild truncates exactly these. */
  readonly tables: readonly string[];
  readonly eventTypes: readonly string[];
  apply(db: Queryable, event: RecordedEvent): Promise<void>;
  /**
   * Inline, optional: applies events appended together that this projection alone handles (in log
   * order), leaving exactly what `apply` leaves one by one, in fewer round trips. For writers that
   * append many streams at once, such as a worker recording the replies of a batch of jobs.
   */
  applyMany?(db: Queryable, events: readonly RecordedEvent[]): Promise<void>;
  /**
   * Rebuilds only, optional: applies a batch of events (in log order) and leaves exactly the rows
   * that `apply` would leave applying them one by one, in a few set-based statements instead of
   * several round trips per event. It reads rows, folds the batch in memory and writes the
   * result, so nobody else may write these tables meanwhile: the caller holds them exclusively.
   */
  applyBatch?(db: Queryable, events: readonly RecordedEvent[]): Promise<void>;
  /**
   * Indexes of its tables that the batch path can do without: readers use them, or the batch path
   * at most once a batch, where a scan costs less than keeping the index up to date row by row. A
   * rebuild through the batch path drops them and creates them again at the end, which costs a
   * fraction of that. Nobody sees the difference: the rebuild holds the tables exclusively.
   */
  readonly indexesBuiltAfterRebuild?: readonly string[];
}
