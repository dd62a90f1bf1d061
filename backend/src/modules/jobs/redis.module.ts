import { Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

/** The app's own Redis client (caches, rate limits), apart from BullMQ's connections. */
export const REDIS = Symbol('REDIS');

/** Keys of this app in Redis, under the queue prefix so every test run has its own. */
export const redisKey = (config: AppConfig, ...parts: string[]) => ['hantelwerk', config.queuePrefix, ...parts].join(':');

@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true }),
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
