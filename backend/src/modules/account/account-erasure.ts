import { Inject, Injectable, Logger } from '@nestjs/common';
import { Database } from '../../database/database.js';
import { EventStore } from '../../event-store/event-store.js';
import { LiveRunner } from '../../projections/live-runner.js';
import { FileStorage } from '../uploads/index.js';
import { OwnedJobs } from './owned-jobs.js';

/** Long enough for any job to finish (plan generation may take 60 s), short enough for a request. */
const JOBS_WAIT_MS = 75_000;

export type ErasureResult = { erased: true; events: number; files: number } | { erased: false; reason: 'jobs_running' };

/**
 * Deletes an account for real in an event-sourced system: the user's streams are deleted from the
 * log (not crypto-shredded: nothing is left to shred), their rows from every read model, their
 * sessions, queued jobs, Redis keys and uploaded files. Which streams are theirs follows a rule
 * (they caused its first event), so streams added by other contexts are erased without this code
 * knowing them. Other users' data is untouched; a replay afterwards finds nothing of the user.
 */
@Injectable()
export class AccountErasure {
  private readonly logger = new Logger(AccountErasure.name);

  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(LiveRunner) private readonly readModels: LiveRunner,
    @Inject(OwnedJobs) private readonly jobs: OwnedJobs,
    @Inject(FileStorage) private readonly files: FileStorage,
  ) {}

  async erase(userId: string): Promise<ErasureResult> {
    // First the jobs: one still running would write its outcome after the erasure.
    if (!(await this.jobs.removeAll(userId, JOBS_WAIT_MS))) return { erased: false, reason: 'jobs_running' };
    const events = await this.eraseData(userId);
    // A request of the user that was already under way may have committed meanwhile: sweep again.
    const late = await this.eraseData(userId);
    await this.jobs.removeAll(userId, 0);
    await this.jobs.forgetInRedis(userId);
    const files = await this.files.deleteAll(`${userId}/`);
    this.logger.log(`Account erased: ${events + late} events, ${files} files`);
    return { erased: true, events: events + late, files };
  }

  /** The log, the read models and the sessions, in one transaction: all of it goes, or none. */
  private async eraseData(userId: string): Promise<number> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.eraseDataOnce(userId);
      } catch (error) {
        // A job's transaction holding a row this one deletes, and waiting for the user's row: Postgres aborts one of the two.
        if ((error as { code?: string }).code !== '40P01' || attempt >= 3) throw error;
      }
    }
  }

  private eraseDataOnce(userId: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      // First the user's row: a job's append waits for this erasure here, or this erasure for it (JobOwnerGuard, modules/jobs/job-owners.ts).
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      await tx.query("DELETE FROM user_sessions WHERE sess->>'userId' = $1", [userId]);
      const streams = await this.store.streamsOwnedBy(tx, userId);
      await this.readModels.erase(tx, await this.store.readStreams(tx, streams));
      const events = await this.store.eraseStreams(tx, streams, userId);
      // A rebuild that folded the log before this commits starts over instead of bringing rows back (rebuild.ts).
      await tx.query('UPDATE erasure_count SET count = count + 1');
      return events;
    });
  }
}
