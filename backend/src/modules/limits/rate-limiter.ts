import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { LimitKind } from '../../config/rate-limits.js';
import { LIMIT_KINDS } from '../../config/rate-limits.js';
import { redisKey } from '../jobs/index.js';
import { RetryLaterException } from '../../common/http/retry-later.js';
import { limitReached } from './limit-messages.js';

/**
 * The cost and flood limits, counted in Redis so that every api replica shares one budget per
 * user (rate-limiter-flexible, a fixed window per key). While Redis is down each process counts
 * on its own in memory (the insurance limiter): limits still hold roughly, and nothing that works
 * without Redis (logging sets) starts failing because of them.
 */
@Injectable()
export class RateLimiter implements OnApplicationShutdown {
  private readonly logger = new Logger('RateLimiter');
  private readonly redis: Redis;
  private readonly limiters: Record<LimitKind, RateLimiterRedis>;
  private lastWarning = 0;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // Its own connection that fails at once instead of queueing commands while Redis is away.
    this.redis = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: 500 });
    this.redis.on('error', (error: Error) => this.noteRedisFailure(error));
    const limiter = (kind: LimitKind) => {
      const { points, windowSeconds } = config.rateLimits[kind];
      return new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: redisKey(config, 'limit', kind),
        points,
        duration: windowSeconds,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ points, duration: windowSeconds }),
      });
    };
    this.limiters = Object.fromEntries(LIMIT_KINDS.map((kind) => [kind, limiter(kind)])) as Record<LimitKind, RateLimiterRedis>;
  }

  /** Counts one request of `kind` for `key`; over the limit it throws 429 with `Retry-After`. */
  async consume(kind: LimitKind, key: string): Promise<void> {
    try {
      await this.limiters[kind].consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw limitReached(kind, seconds);
    }
  }

  /** Counts one use of `kind` for `key` if the limit has room: for work with no client to answer 429 to (a job). */
  async tryConsume(kind: LimitKind, key: string): Promise<boolean> {
    try {
      await this.consume(kind, key);
      return true;
    } catch (error) {
      if (error instanceof RetryLaterException) return false;
      throw error;
    }
  }

  /** At most once a minute: an outage fails every request's count. */
  private noteRedisFailure(error: Error): void {
    if (Date.now() - this.lastWarning < 60_000) return;
    this.lastWarning = Date.now();
    this.logger.warn(`Redis did not answer (${error.message}): limits are counted per process meanwhile`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
