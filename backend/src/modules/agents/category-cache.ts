import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { Category } from '../../common/exercise-categories.js';
import { isCategory } from '../../common/exercise-categories.js';
import { normaliseText } from '../coach/index.js';
import { REDIS, redisKey } from '../jobs/index.js';

/** How long an answer is kept: a week for real answers, ten minutes for the empty one after a rate limit. */
export const CATEGORY_CACHE_TTL_SECONDS = 7 * 24 * 3600;
export const RATE_LIMITED_TTL_SECONDS = 10 * 60;

/**
 * Categories per exercise name, shared by all users and processes (spec section 7: cached per
 * name). Keyed by the normalised name and the model, so a new model does not inherit old answers.
 * A name is a user's words, so each user's set of the keys their requests stored goes with their
 * account (`forgetOwner`); the key holds no user id, or a scan for the id would find it.
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

  async set(model: string, name: string, ownerId: string, categories: readonly Category[], ttlSeconds = CATEGORY_CACHE_TTL_SECONDS): Promise<void> {
    const key = this.key(model, name);
    const owned = this.ownedKey(ownerId);
    await this.redis.multi().set(key, JSON.stringify(categories), 'EX', ttlSeconds).sadd(owned, key).expire(owned, CATEGORY_CACHE_TTL_SECONDS).exec();
  }

  /** Takes the names the user's requests stored out of the cache (another user asking for one again asks the model again). */
  async forgetOwner(ownerId: string): Promise<void> {
    const owned = this.ownedKey(ownerId);
    const keys = await this.redis.smembers(owned);
    await this.redis.unlink(owned, ...keys);
  }

  private ownedKey(ownerId: string): string {
    return redisKey(this.config, 'categories-of', ownerId);
  }

  private key(model: string, name: string): string {
    return redisKey(this.config, 'categories', model, normaliseText(name));
  }
}
