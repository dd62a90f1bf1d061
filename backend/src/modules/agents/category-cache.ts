import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { Category } from '../coach/index.js';
import { isCategory } from '../coach/index.js';
import { normaliseText } from '../coach/index.js';
import { REDIS, redisKey } from '../jobs/index.js';

/** How long an answer is kept: a week for real answers, ten minutes for the empty one after a rate limit. */
export const CATEGORY_CACHE_TTL_SECONDS = 7 * 24 * 3600;
export const RATE_LIMITED_TTL_SECONDS = 10 * 60;

/**
 * Categories per exercise name, shared by all users and processes (spec section 7: cached per
 * name). Keyed by the normalised name and the model, so a new model does not inherit old answers.
 */
@Injectable()
export class CategoryCache {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async get(model: string, name: string): Promise<Category[] | null> {
    const raw = await this.redis.get(this.key(model, name));
    if (raw === null) return null;
    try {
      const value = JSON.parse(raw) as unknown;
      return Array.isArray(value) ? value.filter(isCategory) : null;
    } catch {
      return null;
    }
  }

  async set(model: string, name: string, categories: readonly Category[], ttlSeconds = CATEGORY_CACHE_TTL_SECONDS): Promise<void> {
    await this.redis.set(this.key(model, name), JSON.stringify(categories), 'EX', ttlSeconds);
  }

  private key(model: string, name: string): string {
    return redisKey(this.config, 'categories', model, normaliseText(name));
  }
}
