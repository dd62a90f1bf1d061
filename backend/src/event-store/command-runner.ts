import type { Database } from '../database/database.js';
import type { Projector } from '../projections/projector.js';
import { ConcurrencyError } from './concurrency.error.js';
import type { EventMetadata } from './event.js';
import type { EventStore } from './event-store.js';
import { WriteSession } from './write-session.js';

export interface RunOptions {
  /** How often a command is retried on fresh state when another writer got there first. */
  retries?: number;
  /** Extra errors worth a retry, such as a read model's unique index losing a race. */
  retryOn?: (error: unknown) => boolean;
}

export class CommandRunner {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly projector: Projector,
  ) {}

  async run<T>(metadata: EventMetadata, work: (session: WriteSession) => Promise<T>, options: RunOptions = {}): Promise<T> {
    const retries = options.retries ?? 3;
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.db.transaction((tx) => work(new WriteSession(tx, this.store, this.projector, metadata)));
      } catch (error) {
        const retryable = error instanceof ConcurrencyError || options.retryOn?.(error) === true;
        if (!retryable || attempt >= retries) throw error;
      }
    }
  }
}
