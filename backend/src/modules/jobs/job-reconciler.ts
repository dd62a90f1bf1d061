import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { Redis } from 'ioredis';
import { ALL_QUEUES } from './ai-queues.js';
import type { QueuesByName } from './ai-queues.js';
import type { PendingWorkSource } from './pending-work.js';
import { PENDING_WORK_SOURCE } from './pending-work.js';
import { REDIS } from './redis-client.js';

/** How often the worker looks for work whose job was lost. */
export const RECONCILE_EVERY_MS = 10_000;
/** Work younger than this is still being queued by the request that recorded it. */
export const SETTLE_MS = 5_000;
/** Older work is no longer worth answering (a question from yesterday, an analysis of last week). */
export const RECONCILE_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Finds recorded work whose job is missing and queues it again: the request could not reach Redis
 * after its commit, or Redis came back without its data. Job ids are derived from the work, so
 * queueing twice finds the first job, and several workers reconciling at once do no harm. Runs in
 * every worker, every ten seconds and as soon as Redis is back.
 */
@Injectable()
export class JobReconciler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('JobReconciler');
  private sources: PendingWorkSource[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | null = null;
  private readonly onRedisBack = () => void this.reconcile();

  constructor(
    @Inject(DiscoveryService) private readonly discovery: DiscoveryService,
    @Inject(ALL_QUEUES) private readonly queues: QueuesByName,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  onApplicationBootstrap(): void {
    this.sources = this.discovery
      .getProviders()
      .filter((wrapper) => wrapper.metatype && wrapper.instance && Reflect.getMetadata(PENDING_WORK_SOURCE, wrapper.metatype))
      .map((wrapper) => wrapper.instance as PendingWorkSource);
    this.timer = setInterval(() => void this.reconcile(), RECONCILE_EVERY_MS);
    this.redis.on('ready', this.onRedisBack);
    void this.reconcile();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
    this.redis.off('ready', this.onRedisBack);
  }

  /** One pass; answers how many jobs it queued again. A pass already under way is joined, not doubled. */
  reconcile(now = Date.now()): Promise<number> {
    this.running ??= this.pass(now).finally(() => (this.running = null));
    return this.running;
  }

  private async pass(now: number): Promise<number> {
    // Without Redis no job can be looked up or queued; its return starts a pass at once.
    if (this.redis.status !== 'ready') return 0;
    const window = { since: new Date(now - RECONCILE_WINDOW_MS), settledBefore: new Date(now - SETTLE_MS) };
    let requeued = 0;
    try {
      for (const source of this.sources) {
        for (const pending of await source.findPending(window)) {
          if (await this.queues.get(pending.queue)!.getJob(pending.jobId)) continue;
          await pending.enqueue();
          requeued++;
          this.logger.warn(`Job ${pending.jobId} was missing: queued again`);
        }
      }
    } catch (error) {
      // Postgres or Redis away: the next pass tries again.
      this.logger.warn(`Reconciling jobs failed: ${(error as Error).message}`);
    }
    return requeued;
  }
}
