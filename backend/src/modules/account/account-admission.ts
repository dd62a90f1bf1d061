import { UnauthorizedException } from '@nestjs/common';
import type { Queryable } from '../../database/database.js';
import type { StatementPart } from '../../database/one-statement.js';
import { WriterAdmission } from '../../event-store/writer-admission.js';
import { currentJob, OwnerErasedError } from '../jobs/index.js';

/** The space of the two-key advisory locks that stand for accounts (apart from the one-key locks of migrations and rebuilds). */
const ACCOUNT_LOCKS = 28;

/**
 * Every write of a user and the erasure of their account meet at the user: each command takes
 * the user shared first in its transaction (writes of one user never wait for each other there),
 * the erasure takes them exclusively before it reads anything. A write that got there first
 * commits and is found by the erasure; one that comes later waits, finds no user row and is rolled
 * back: a request answers 401 as after any sign-out, a job ends without recording anything
 * (`OwnerErasedError`, see JobWorkers). Nothing of a user can commit after their erasure.
 *
 * The lock is an advisory one on the user's id, taken in the statement that reads the user's row:
 * Postgres queues advisory locks fairly, so an erasure waiting for the writes under way holds off
 * the ones that come after it. Row locks alone would not: a `FOR UPDATE` waits until no `FOR KEY
 * SHARE` is held, and devices that keep logging sets always hold one (a deletion took seconds).
 */
export class AccountAdmission extends WriterAdmission {
  async admit(tx: Queryable, userId: string): Promise<void> {
    const { sql, values, answer } = this.admissionPart(userId);
    answer((await tx.query(sql, [...values])).rows);
  }

  override admissionPart(userId: string): StatementPart<void> {
    return {
      // The advisory lock is taken once the row is found; should the erasure commit meanwhile, the row lock finds it deleted.
      sql: `SELECT id FROM users WHERE id = $1 AND pg_advisory_xact_lock_shared(${ACCOUNT_LOCKS}, hashtext(id::text)) IS NOT NULL FOR KEY SHARE`,
      values: [userId],
      answer: (rows) => {
        if (rows.length > 0) return;
        if (currentJob()) throw new OwnerErasedError(userId);
        throw new UnauthorizedException({ code: 'auth.account_deleted' });
      },
    };
  }

  /** The erasure's side: once this returns, every write admitted before has ended and every later one will be refused. */
  static async takeForErasure(tx: Queryable, userId: string): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(${ACCOUNT_LOCKS}, hashtext($1::text))`, [userId]);
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  }
}
