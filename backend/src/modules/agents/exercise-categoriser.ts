import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CategorisationResult } from '../../queue/queues.js';
import { Coach } from '../coach/index.js';
import { RateLimitError } from '../coach/index.js';
import { CategoryCache, RATE_LIMITED_TTL_SECONDS } from './category-cache.js';

/**
 * Categorises an exercise name: from the cache, else by asking the coach. A rate limit is no retry
 * but an empty answer, cached for that name (spec section 8); other failures throw, so BullMQ
 * retries them with backoff.
 */
@Injectable()
export class ExerciseCategoriser {
  private readonly logger = new Logger('ExerciseCategoriser');

  constructor(
    @Inject(Coach) private readonly coach: Coach,
    @Inject(CategoryCache) private readonly cache: CategoryCache,
  ) {}

  async categorise(name: string, options: { timeoutMs: number; signal?: AbortSignal }): Promise<CategorisationResult & { reply?: string }> {
    const cached = await this.cache.get(this.coach.model, name);
    if (cached) return { categories: cached, source: 'cache' };
    try {
      const { categories, reply } = await this.coach.categorise(name, options);
      await this.cache.set(this.coach.model, name, categories);
      return { categories, source: 'model', reply };
    } catch (error) {
      if (!(error instanceof RateLimitError)) throw error;
      this.logger.warn(`Categorising "${name}": ${error.message}; caching no categories for it`);
      await this.cache.set(this.coach.model, name, [], RATE_LIMITED_TTL_SECONDS);
      return { categories: [], source: 'rate_limited' };
    }
  }
}
