import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { REDIS, redisKey } from '../jobs/index.js';

export const CHAT_MESSAGES_PER_WINDOW = 20;
export const CHAT_WINDOW_MS = 10 * 60 * 1000;

// Sliding window: drop stamps older than the window, count, admit and stamp if below the limit.
// Atomic in Redis, so api replicas share one budget per user.
const SLIDING_WINDOW = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
if redis.call('ZCARD', key) >= limit then
  local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
  return {0, tonumber(oldest[2]) + window - now}
end
redis.call('ZADD', key, now, ARGV[4])
redis.call('PEXPIRE', key, window)
return {1, 0}
`;

/** At most 20 chat messages per user in any 10 minutes. */
@Injectable()
export class ChatRateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async admit(userId: string, now = Date.now()): Promise<{ allowed: true } | { allowed: false; retryAfterMs: number }> {
    const [allowed, retryAfterMs] = (await this.redis.eval(
      SLIDING_WINDOW,
      1,
      redisKey(this.config, 'ratelimit', 'chat', userId),
      now,
      CHAT_WINDOW_MS,
      CHAT_MESSAGES_PER_WINDOW,
      `${now}:${randomUUID()}`,
    )) as [number, number];
    return allowed === 1 ? { allowed: true } : { allowed: false, retryAfterMs: Math.max(1000, retryAfterMs) };
  }
}
