import { UnauthorizedException } from '@nestjs/common';
import type { Queryable } from '../../database/database.js';
import { WriterAdmission } from '../../event-store/writer-admission.js';
import { currentJob, OwnerErasedError } from '../jobs/index.js';

/**
 * Every write of a user and the erasure of their account meet at the user's row of the users read
 * model. Each command takes it `FOR KEY SHARE` first in its transaction (writes of one user do not
 * wait for each other there); the erasure takes it `FOR UPDATE` first (account-erasure.ts). A
 * write that got there first commits and is found by the erasure; one that comes later waits,
 * finds no row and is rolled back: a request answers 401 as after any sign-out, a job ends
 * without recording anything (`OwnerErasedError`, see JobWorkers). Nothing of a user can commit
 * after their erasure, however the two interleave.
 */
export class AccountAdmission extends WriterAdmission {
  async admit(tx: Queryable, userId: string): Promise<void> {
    const { rows } = await tx.query('SELECT id FROM users WHERE id = $1 FOR KEY SHARE', [userId]);
    if (rows.length > 0) return;
    if (currentJob()) throw new OwnerErasedError(userId);
    throw new UnauthorizedException({ message: 'Dieser Account wurde gelöscht.', error: 'Unauthorized' });
  }
}
