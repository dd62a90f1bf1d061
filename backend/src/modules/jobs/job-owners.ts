import type { Queryable } from '../../database/database.js';
import { AppendedInTransaction } from '../../event-store/appended-in-transaction.js';
import type { RecordedEvent } from '../../event-store/event.js';
import { currentJob, OwnerErasedError } from './job-scope.js';

/** Whether the user a job works for still has an account (the users read model's row). */
export async function ownerExists(db: Queryable, userId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM users WHERE id = $1', [userId])).rows.length > 0;
}

/**
 * Closes the gap between an account's erasure and the AI jobs still working for it. A job may
 * start after the erasure removed the user's jobs (or outlive the lock by which BullMQ counts it
 * running) and record its outcome after the erasure's sweeps, for instance a coach reply appended
 * at the version of a conversation it read before the erasure deleted it, which nothing else
 * would refuse. So the two meet at the user's row of the users read model: the erasure takes it
 * `FOR UPDATE` first in each sweep (modules/account/account-erasure.ts), and whatever a job
 * appends takes it `FOR KEY SHARE` in the same transaction, before its commit. A job that gets
 * there first commits and is swept with the rest; one that comes later waits for the erasure,
 * then finds no row: its transaction is rolled back (OwnerErasedError) and nothing of it stays.
 * Outside a job (HTTP requests) it only hands the events on: a request's user has no session after
 * an erasure, and one already under way is met by the erasure's second sweep.
 */
export class JobOwnerGuard extends AppendedInTransaction {
  constructor(private readonly next: AppendedInTransaction) {
    super();
  }

  async apply(tx: Queryable, events: readonly RecordedEvent[]): Promise<void> {
    const job = currentJob();
    if (job) {
      // A job records what it does as its owner (a batch of coach replies: each as its own job's owner).
      const owners = new Set(events.map((event) => event.metadata.userId).filter((userId): userId is string => typeof userId === 'string'));
      if (owners.size === 0 && job.ownerId) owners.add(job.ownerId);
      for (const userId of [...owners].sort()) {
        const { rows } = await tx.query('SELECT id FROM users WHERE id = $1 FOR KEY SHARE', [userId]);
        if (rows.length === 0) throw new OwnerErasedError(userId);
      }
    }
    await this.next.apply(tx, events);
  }
}
