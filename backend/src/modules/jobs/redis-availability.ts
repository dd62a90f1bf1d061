import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RetryLaterException } from '../../common/http/retry-later.js';
import type { ErrorCode } from '../../common/error-catalogue.js';
import { REDIS } from './redis-client.js';

/** Seconds a client is asked to wait while Redis is away: about what a restart takes. */
export const REDIS_RETRY_AFTER_SECONDS = 30;

/**
 * Whether Redis answers, as the app's Redis connection sees it (it notices a lost server at once
 * and reconnects on its own). What needs Redis asks first and answers 503 with `Retry-After`
 * instead of waiting on commands that would only run once Redis is back.
 */
@Injectable()
export class RedisAvailability {
  private readonly logger = new Logger('Redis');

  constructor(@Inject(REDIS) private readonly redis: Redis) {
    let down = false;
    redis.on('error', (error: Error) => {
      if (!down) this.logger.warn(`Redis unreachable: ${error.message}`);
      down = true;
    });
    redis.on('ready', () => {
      if (down) this.logger.log('Redis is back');
      down = false;
    });
  }

  isUp(): boolean {
    return this.redis.status === 'ready';
  }

  /**
   * Up now, or once the connection being opened gets ready within `waitMs` (a process that has
   * just started, a reconnect under way); at once false while Redis is known to be away.
   */
  whenUp(waitMs = 1000): Promise<boolean> {
    if (this.isUp()) return Promise.resolve(true);
    if (this.redis.status !== 'connecting' && this.redis.status !== 'connect') return Promise.resolve(false);
    return new Promise((resolve) => {
      const ready = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.redis.off('ready', ready);
        resolve(false);
      }, waitMs);
      this.redis.once('ready', ready);
    });
  }

  /** Throws the 503 for work that cannot be done without Redis; `code` says what cannot be done. */
  async assertUp(code: ErrorCode = 'job.redis_unavailable'): Promise<void> {
    if (!(await this.whenUp())) throw new RetryLaterException(503, code, REDIS_RETRY_AFTER_SECONDS);
  }

  /**
   * Starts `work` only while Redis is up, and gives it `timeoutMs`, else the 503: a command sent
   * just as Redis went away would wait for its return.
   */
  async within<T>(work: () => Promise<T>, timeoutMs = 2000, code: ErrorCode = 'job.redis_unavailable'): Promise<T> {
    await this.assertUp(code);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RetryLaterException(503, code, REDIS_RETRY_AFTER_SECONDS)), timeoutMs);
    });
    try {
      return await Promise.race([work(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
