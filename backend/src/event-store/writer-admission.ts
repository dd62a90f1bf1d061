import type { Queryable } from '../database/database.js';
import type { StatementPart } from '../database/one-statement.js';

/**
 * Asked inside a command's transaction, before its work, for the user it writes as (its
 * metadata's `userId`), and before the read models for any other user an append writes as (a
 * batch whose streams carry their own metadata). The app takes that user's row here, so that
 * every write of a user and the erasure of their account meet at one lock, and refuses a user
 * that no longer exists by throwing. The event store knows no users; it only asks.
 */
export abstract class WriterAdmission {
  abstract admit(tx: Queryable, userId: string): Promise<void>;

  /**
   * The admission as the first part of a command's first statement (see WriteSession.startStream),
   * whose answer throws as `admit` would; null where it must run by itself.
   */
  admissionPart(_userId: string): StatementPart<void> | null {
    return null;
  }
}

/** For a store with no users to check, such as a test's or a tool's. */
export class AdmitEveryWriter extends WriterAdmission {
  admit(): Promise<void> {
    return Promise.resolve();
  }
}
