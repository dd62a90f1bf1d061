import type { Database } from '../database/database.js';
import type { AppendedInTransaction } from './appended-in-transaction.js';
import { ConcurrencyError } from './concurrency.error.js';
import type { EventMetadata, RecordedEvent } from './event.js';
import type { EventStore } from './event-store.js';
import { WriteSession } from './write-session.js';
import type { WriterAdmission } from './writer-admission.js';
import { AdmitEveryWriter } from './writer-admission.js';

export interface RunOptions {
  /** How often a command is retried on fresh state when another writer got there first. */
  retries?: number;
  /** Extra errors worth a retry, such as a read model's unique index losing a race. */
  retryOn?: (error: unknown) => boolean;
  /** The command creates the account it writes as (a first sign-in): there is no writer to admit yet. */
  registersWriter?: boolean;
  /** The command's first statement is WriteSession.startStream's, which admits the writer in it instead of a round trip of its own. */
  startsWithStream?: boolean;
}

/** Called with a command's events after they committed, e.g. to enqueue AI jobs that react to them. */
export type AfterCommit = (events: readonly RecordedEvent[]) => void;

export class CommandRunner {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly appendedInTransaction: AppendedInTransaction,
    private readonly afterCommit: AfterCommit = () => undefined,
    private readonly admission: WriterAdmission = new AdmitEveryWriter(),
  ) {}

  async run<T>(metadata: EventMetadata, work: (session: WriteSession) => Promise<T>, options: RunOptions = {}): Promise<T> {
    const retries = options.retries ?? 3;
    for (let attempt = 0; ; attempt++) {
      try {
        let session: WriteSession | undefined;
        const result = await this.db.transaction(
          async (tx) => {
            session = new WriteSession(tx, this.store, this.appendedInTransaction, metadata, this.admission);
            // The writer's admission before anything else the command locks: an erasure takes the same row first too.
            await session.admitWriter(options.registersWriter === true, options.startsWithStream === true);
            return work(session);
          },
          { beginsWithFirstQuery: options.startsWithStream === true },
        );
        if (session && session.appended.length > 0) this.afterCommit(session.appended);
        return result;
      } catch (error) {
        const retryable = error instanceof ConcurrencyError || isDeadlock(error) || options.retryOn?.(error) === true;
        if (!retryable || attempt >= retries) throw error;
      }
    }
  }
}

/** Two commands that locked the same read-model rows in another order: Postgres aborted one of them. */
const isDeadlock = (error: unknown) => (error as { code?: string }).code === '40P01';
