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
}
