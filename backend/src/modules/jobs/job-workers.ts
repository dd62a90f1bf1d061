import { hostname } from 'node:os';
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { Queue, UnrecoverableError, Worker } from 'bullmq';
import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { Database } from '../../database/database.js';
import type { JobName } from './job-definition.js';
import type { QueueName } from './queues.js';
import { QUEUE_CONCURRENCY, QUEUES } from './queues.js';
import { JobTimeoutError } from './job-handler.js';
import { JobHandlers } from './job-handlers.js';
import { lockSettings } from './job-locks.js';
import { ownerExists } from './job-owners.js';
import { OwnerErasedError, runInJobScope } from './job-scope.js';
import { REDIS } from './redis-client.js';
import { RegisteredJobs } from './registered-jobs.js';

/** What a job answers whose owner's account was erased before or while it ran: nothing of it was recorded. */
export const OWNER_ERASED = { status: 'owner_erased' } as const;

const ownerOf = (job: Job): string | null => {
  const ownerId = (job.data as { ownerId?: unknown } | undefined)?.ownerId;
  return typeof ownerId === 'string' ? ownerId : null;
};

/**
 * The worker process's BullMQ workers for the AI queues, built from the `@OnJob` methods of all
 * providers, each on its job's queue. Each job runs under its time limit (its definition, given
 * to `@OnJob`); a job whose worker died is taken over by another
 * after the lock expires (stalled-job recovery); `@OnJobFailed` runs once a job failed for good.
 */
@Injectable()
export class JobWorkers implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('JobWorkers');
  private readonly workers: Worker[] = [];

  constructor(
    @Inject(JobHandlers) private readonly jobHandlers: JobHandlers,
    @Inject(RegisteredJobs) private readonly registered: RegisteredJobs,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QUEUES.coachChat) private readonly anyQueue: Queue,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(Database) private readonly db: Database,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const missing = this.registered.all.filter((job) => !this.jobHandlers.has(job.name)).map((job) => job.name);
    if (missing.length > 0) throw new Error(`No handler for job ${missing.join(', ')}`);
    const handled = [...this.jobHandlers.handlers().values()].map(({ job }) => job);
    const unknown = handled.filter((job) => this.registered.of(job.name) !== job).map((job) => job.name);
    if (unknown.length > 0) throw new Error(`Job ${unknown.join(', ')} handled but not registered (app/jobs.ts)`);
    const queues = new Set<QueueName>(handled.map((job) => job.queue));
    for (const queue of queues) this.workers.push(this.startWorker(queue));
    // The process reports itself consuming only once every worker is connected.
    await Promise.all(this.workers.map((worker) => worker.waitUntilReady()));
    this.logger.log(`Consuming ${[...queues].join(', ')} (concurrency ${this.config.worker.concurrency})`);
  }

  async beforeApplicationShutdown(): Promise<void> {
    // Finishes running jobs (or hands them back) before the database closes.
    await Promise.all(this.workers.map((worker) => worker.close()));
  }

  private startWorker(queue: QueueName): Worker {
    const worker = new Worker(queue, (job: Job, _token?: string, signal?: AbortSignal) => this.run(job, signal), {
      // Recorded on each job as processedBy: which process ran it.
      name: `${hostname()}:${process.pid}`,
      connection: this.anyQueue.opts.connection,
      prefix: this.anyQueue.opts.prefix,
      concurrency: QUEUE_CONCURRENCY[queue] ?? this.config.worker.concurrency,
      ...lockSettings(queue, this.config.worker.lockMs),
      maxStalledCount: 2,
    });
    worker.on('failed', (job, error) => void this.failed(job, error));
    worker.on('completed', (job, result) => void this.completed(job, result));
    worker.on('stalled', (jobId) => this.logger.warn(`Job ${jobId} on ${queue} stalled (its worker stopped); it runs again`));
    worker.on('error', (error) => this.logger.error(`Worker for ${queue}: ${error.message}`));
    return worker;
  }

  private async run(job: Job, workerSignal?: AbortSignal): Promise<unknown> {
    const name = job.name as JobName;
    const handler = this.jobHandlers.handlers().get(name);
    if (!handler) throw new UnrecoverableError(`No handler for job ${job.name}`);
    // Queued for a user erased since (a request's reaction after the erasure's sweep): nothing to do for nobody.
    const ownerId = ownerOf(job);
    if (ownerId && !(await ownerExists(this.db, ownerId))) return OWNER_ERASED;
    const timeoutMs = handler.job.timeLimitMs;
    const controller = new AbortController();
    const forward = () => controller.abort(workerSignal?.reason);
    workerSignal?.addEventListener('abort', forward);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new JobTimeoutError(name, timeoutMs);
        controller.abort(error);
        reject(error);
      }, timeoutMs);
    });
    try {
      const handled = runInJobScope({ jobId: job.id!, ownerId }, () => handler.run(job, { signal: controller.signal, deadline: Date.now() + timeoutMs }));
      return await Promise.race([handled, timeout]);
    } catch (error) {
      // The account was erased while the job ran (the account admission refused its outcome): no retry can record anything.
      if (error instanceof OwnerErasedError) return OWNER_ERASED;
      throw error;
    } finally {
      clearTimeout(timer);
      workerSignal?.removeEventListener('abort', forward);
    }
  }

  private async failed(job: Job | undefined, error: Error): Promise<void> {
    if (!job) return;
    const final = Boolean(job.finishedOn);
    this.logger.warn(
      `Job ${job.id} (${job.name}) failed${final ? ' for good' : `, attempt ${job.attemptsMade} of ${job.opts.attempts ?? 1}`}: ${error.message}`,
    );
    if (!final) return;
    const ownerId = ownerOf(job);
    if (ownerId && !(await ownerExists(this.db, ownerId).catch(() => true))) return this.forget(job);
    try {
      const failureHandler = this.jobHandlers.failureHandlers().get(job.name as JobName);
      if (failureHandler) await runInJobScope({ jobId: job.id!, ownerId }, () => failureHandler(job, error));
    } catch (failure) {
      if (failure instanceof OwnerErasedError) return this.forget(job);
      this.logger.error(`Recording the failure of job ${job.id} failed: ${(failure as Error).message}`);
    }
  }

  /** A job that ended for a user erased meanwhile leaves nothing behind. */
  private async completed(job: Job, result: unknown): Promise<void> {
    const refused = (result as { status?: unknown } | undefined)?.status === OWNER_ERASED.status;
    const ownerId = ownerOf(job);
    if (refused || (ownerId && !(await ownerExists(this.db, ownerId).catch(() => true)))) await this.forget(job);
  }

  /**
   * A job of a user erased while it ran: its record (payload, result, ids naming the user) goes
   * from Redis, as the erasure took the user's other jobs. It finished after the erasure looked.
   */
  private async forget(job: Job): Promise<void> {
    try {
      await job.remove();
      // The queue's event stream names the job's id, which may carry the user's (as the erasure found, OwnedJobs).
      const stream = `${job.prefix}:${job.queueName}:events`;
      const mentioning = (await this.redis.xrange(stream, '-', '+')).filter(([, fields]) => fields.includes(job.id!)).map(([id]) => id);
      if (mentioning.length > 0) await this.redis.xdel(stream, ...mentioning);
      this.logger.log(`Job ${job.id} (${job.name}) ended without recording anything: its user's account was erased`);
    } catch (error) {
      this.logger.warn(`Job ${job.id} of an erased account could not be removed: ${(error as Error).message}`);
    }
  }
}
