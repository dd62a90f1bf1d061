import { hostname } from 'node:os';
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { Queue, UnrecoverableError, Worker } from 'bullmq';
import type { Job } from 'bullmq';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { JobName, QueueName } from '../../queue/queues.js';
import { JOB_QUEUE, JOBS_WITHOUT_HANDLER_YET, QUEUE_CONCURRENCY, QUEUES, TIME_LIMIT_MS } from '../../queue/queues.js';
import { JobTimeoutError } from './job-handler.js';
import { JobHandlers } from './job-handlers.js';
import { lockSettings } from './job-locks.js';

/**
 * The worker process's BullMQ workers for the AI queues, built from the `@OnJob` methods of all
 * providers. Each job runs under its time limit; a job whose worker died is taken over by another
 * after the lock expires (stalled-job recovery); `@OnJobFailed` runs once a job failed for good.
 */
@Injectable()
export class JobWorkers implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('JobWorkers');
  private readonly workers: Worker[] = [];

  constructor(
    @Inject(JobHandlers) private readonly jobHandlers: JobHandlers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QUEUES.coachChat) private readonly anyQueue: Queue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const missing = (Object.keys(JOB_QUEUE) as JobName[]).filter((name) => !this.jobHandlers.has(name) && !JOBS_WITHOUT_HANDLER_YET.includes(name));
    if (missing.length > 0) throw new Error(`No handler for job ${missing.join(', ')}`);
    const queues = new Set<QueueName>([...this.jobHandlers.handlers().keys()].map((name) => JOB_QUEUE[name]));
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
    worker.on('stalled', (jobId) => this.logger.warn(`Job ${jobId} on ${queue} stalled (its worker stopped); it runs again`));
    worker.on('error', (error) => this.logger.error(`Worker for ${queue}: ${error.message}`));
    return worker;
  }

  private async run(job: Job, workerSignal?: AbortSignal): Promise<unknown> {
    const name = job.name as JobName;
    const handler = this.jobHandlers.handlers().get(name);
    if (!handler) throw new UnrecoverableError(`No handler for job ${job.name}`);
    const timeoutMs = TIME_LIMIT_MS[name];
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
      return await Promise.race([handler(job, { signal: controller.signal, deadline: Date.now() + timeoutMs }), timeout]);
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
    try {
      await this.jobHandlers.failureHandlers().get(job.name as JobName)?.(job, error);
    } catch (failure) {
      this.logger.error(`Recording the failure of job ${job.id} failed: ${(failure as Error).message}`);
    }
  }
}
