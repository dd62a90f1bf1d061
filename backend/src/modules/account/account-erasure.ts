import { Inject, Injectable, Logger } from '@nestjs/common';
import { Database } from '../../database/database.js';
import { EventStore } from '../../event-store/event-store.js';
import { LiveRunner } from '../../projections/live-runner.js';
import { CategoryCache, SessionEndings } from '../agents/index.js';
import { endSessionsOf } from '../auth/index.js';
import { RedisAvailability } from '../jobs/index.js';
import { FileStorage } from '../uploads/index.js';
import { AccountAdmission } from './account-admission.js';
import { OwnedJobs } from './owned-jobs.js';

/** Long enough for any job to finish (plan generation may take 60 s), short enough for a request. */
const JOBS_WAIT_MS = 75_000;

export type ErasureResult = { erased: true; events: number; files: number } | { erased: false; reason: 'jobs_running' };

/**
 * Deletes an account for real in an event-sourced system: the user's streams are deleted from the
 * log (not crypto-shredded: nothing is left to shred), their rows from every read model, their
 * sessions (and what those hold open), queued jobs, Redis keys, cached exercise names and uploaded
 * files. Which streams are theirs follows a rule (their first event names the user), so streams
 * added by other contexts are erased without this code knowing them. Nothing of the user can
 * commit after the erasure: every write takes the user's row first (account-admission.ts), and
 * the erasure takes it before anything else. Other users' data is untouched; a replay afterwards
 * finds nothing of the user. Running it again finishes what an interrupted run left.
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
    @Inject(RedisAvailability) private readonly redis: RedisAvailability,
    @Inject(CategoryCache) private readonly categories: CategoryCache,
    @Inject(SessionEndings) private readonly sessions: SessionEndings,
  ) {}

  async erase(userId: string): Promise<ErasureResult> {
    // What needs Redis comes before the log: while Redis is away the answer is a 503 at once, and
    // the account stays as it was for the retry (the user is still signed in to make it).
    await this.redis.assertUp('account.needs_redis');
    // A running job would write its outcome after the erasure; the admission would refuse it, but its work is the user's too.
    if (!(await this.jobs.removeAll(userId, JOBS_WAIT_MS))) return { erased: false, reason: 'jobs_running' };
    await this.redis.within(() => this.categories.forgetOwner(userId), 2000, 'account.needs_redis');
    const { events, sessions } = await this.eraseData(userId);
    // A sign-in that committed before the erasure may have saved its session after the erasure's sweep (auth's startSession ends it too).
    const late = await endSessionsOf(this.db, userId);
    this.sessions.announce([...sessions, ...late]);
    const files = await this.files.deleteAll(`${userId}/`);
    await this.forgetInRedis(userId);
    this.logger.log(`Account erased: ${events} events, ${sessions.length + late.length} sessions, ${files} files`);
    return { erased: true, events, files };
  }

  /**
   * What the user's requests put into Redis between the first look and the erasure's commit (a job
   * queued, a name categorised, a rate-limit counter). The account is gone by now, so a failure is
   * logged, not answered: what is left are counters and caches that expire by themselves.
   */
  private async forgetInRedis(userId: string): Promise<void> {
    try {
      await this.redis.within(async () => {
        await this.jobs.removeAll(userId, 0);
        await this.categories.forgetOwner(userId);
        await this.jobs.forgetInRedis(userId);
      }, 30_000);
    } catch (error) {
      this.logger.warn(`Account ${userId} erased, but not all of its Redis keys: ${(error as Error).message}`);
    }
  }

  /** The log, the read models and the sessions, in one transaction: all of it goes, or none. */
  private async eraseData(userId: string): Promise<{ events: number; sessions: string[] }> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.eraseDataOnce(userId);
      } catch (error) {
        // A writer that locked a row this erasure deletes before it asked for the user's row: Postgres aborts one of the two.
        if ((error as { code?: string }).code !== '40P01' || attempt >= 3) throw error;
      }
    }
  }

  private eraseDataOnce(userId: string): Promise<{ events: number; sessions: string[] }> {
    return this.db.transaction(async (tx) => {
      // First the user: every write of the user takes them too (account-admission.ts), so one
      // under way commits before this reads anything, and every later one finds no user. A run
      // after an interrupted one finds no row and erases what is left all the same.
      await AccountAdmission.takeForErasure(tx, userId);
      const sessions = await endSessionsOf(tx, userId);
      const streams = await this.store.streamsOwnedBy(tx, userId);
      await this.readModels.erase(tx, await this.store.readStreams(tx, streams));
      const events = await this.store.eraseStreams(tx, streams, userId);
      // Import jobs are the process of an import, not events: their files and reports go with the account.
      await tx.query('DELETE FROM import_jobs WHERE user_id = $1', [userId]);
      // A rebuild that folded the log before this commits starts over instead of bringing rows back (rebuild.ts).
      await tx.query('UPDATE erasure_count SET count = count + 1');
      return { events, sessions };
    });
  }
}
