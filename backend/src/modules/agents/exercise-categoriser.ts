import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CategorisationResult } from './jobs/categorisation.job.js';
import { Coach, RateLimitError } from '../coach/index.js';
import { RateLimiter } from '../limits/index.js';
import { CategoryCache, RATE_LIMITED_TTL_SECONDS } from './category-cache.js';

export interface CategorisationOptions {
  timeoutMs: number;
  signal?: AbortSignal;
  /**
   * The user whose AI limit (RATE_LIMIT_AI) a model call counts against; null when what asked for
   * it was counted already (categorizeExercise at the api, a chat message against its own limit).
   */
  chargeTo: string | null;
}

/**
 * Categorises an exercise name: from the cache, else by asking the coach. A rate limit is no retry
 * but an empty answer, cached for that name (spec section 8); other failures throw, so BullMQ
 * retries them with backoff. A model call counts against the AI limit of whoever started it, a new
 * exercise included; over it the name stays uncategorised. The offline coach's catalogue costs
 * nothing and counts against nothing.
 */
@Injectable()
export class ExerciseCategoriser {
  private readonly logger = new Logger('ExerciseCategoriser');

  constructor(
    @Inject(Coach) private readonly coach: Coach,
    @Inject(CategoryCache) private readonly cache: CategoryCache,
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
  ) {}

  /** Whether a name the cache does not know costs a model call: not with the offline coach ('offline', LanguageModel.model). */
  get callsModel(): boolean {
    return this.coach.model !== 'offline';
  }

  async categorise(name: string, ownerId: string, { chargeTo, ...options }: CategorisationOptions): Promise<CategorisationResult & { reply?: string }> {
    const cached = await this.cache.get(this.coach.model, name);
    if (cached) return { categories: cached, source: 'cache' };
    // Over the user's own limit: nothing cached, the name is not what was refused.
    if (this.callsModel && chargeTo !== null && !(await this.limiter.tryConsume('ai', chargeTo))) return { categories: [], source: 'rate_limited' };
    try {
      const { categories, reply } = await this.coach.categorise(name, options);
      await this.cache.set(this.coach.model, name, ownerId, categories);
      return { categories, source: 'model', reply };
    } catch (error) {
      if (!(error instanceof RateLimitError)) throw error;
      this.logger.warn(`Categorising "${name}": ${error.message}; caching no categories for it`);
      await this.cache.set(this.coach.model, name, ownerId, [], RATE_LIMITED_TTL_SECONDS);
      return { categories: [], source: 'rate_limited' };
    }
  }
}
