import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import type { Job, JobType } from 'bullmq';
import type { Redis } from 'ioredis';
import { ALL_QUEUES, REDIS, RedisAvailability } from '../jobs/index.js';
import type { QueuesByName } from '../jobs/index.js';

const EVERY_STATE: JobType[] = ['active', 'waiting', 'delayed', 'prioritized', 'waiting-children', 'completed', 'failed'];

/**
 * A user's jobs in every queue, found by the owner every job names (`ownerId`), and what Redis
 * keeps under their id: for deleting an account, none of it may stay behind.
 */
@Injectable()
export class OwnedJobs {
  constructor(
    @Inject(ALL_QUEUES) private readonly queues: QueuesByName,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(RedisAvailability) private readonly availability: RedisAvailability,
  ) {}

  /**
   * Removes the user's jobs, waiting up to `waitMs` for running ones to finish (a running job
   * cannot be removed, and would write its outcome after the erasure). False when some still run.
   */
  async removeAll(userId: string, waitMs: number): Promise<boolean> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      // Each look at the queues in bounded time: Redis going away meanwhile is a 503, not a request that waits for its return.
      const running = await this.availability.within(() => this.removeAllNotRunning(userId), 10_000, 'account.needs_redis');
      if (running === 0) return true;
      if (Date.now() >= deadline) return false;
      await sleep(250);
    }
  }

  /** Every Redis key that names the user (job ids, deduplication, rate limits, caches), and their queue events. */
  async forgetInRedis(userId: string): Promise<void> {
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `*${userId}*`, 'COUNT', 1000);
      if (keys.length > 0) await this.redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
    for (const queue of this.queues.values()) {
      // The queue's event stream (capped) names job ids, which may carry the user's id.
      const stream = `${queue.opts.prefix ?? 'bull'}:${queue.name}:events`;
      const entries = await this.redis.xrange(stream, '-', '+');
      const mentioning = entries.filter(([, fields]) => fields.some((field) => field.includes(userId))).map(([id]) => id);
      if (mentioning.length > 0) await this.redis.xdel(stream, ...mentioning);
    }
  }

  private async removeAllNotRunning(userId: string): Promise<number> {
    let running = 0;
    for (const queue of this.queues.values()) {
      const jobs = (await queue.getJobs(EVERY_STATE)).filter((job: Job | undefined) => (job?.data as { ownerId?: string } | undefined)?.ownerId === userId);
      for (const job of jobs) {
        if (await job.isActive()) running++;
        else await job.remove().catch(() => running++);
      }
    }
    return running;
  }
}
