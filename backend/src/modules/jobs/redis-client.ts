import type { AppConfig } from '../../config/app-config.js';

/** The app's own Redis client (caches, rate limits), apart from BullMQ's connections. */
export const REDIS = Symbol('REDIS');

/** Keys of this app in Redis, under the queue prefix so every test run has its own. */
export const redisKey = (config: AppConfig, ...parts: string[]) => ['hantelwerk', config.queuePrefix, ...parts].join(':');
