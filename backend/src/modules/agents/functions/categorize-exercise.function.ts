import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { QueueEvents } from 'bullmq';
import type { RequestMeta } from '../../../common/http/request-meta.js';
import type { JobQueue } from '../../jobs/index.js';
import { RedisAvailability } from '../../jobs/index.js';
import { CATEGORISE_NAME } from '../jobs/categorisation.job.js';
import { ServerFunction } from '../../functions/index.js';
import type { ServerFunctionHandler } from '../../functions/index.js';
import { CATEGORIES } from '../../../common/exercise-categories.js';
import type { Category } from '../../../common/exercise-categories.js';
import { Coach } from '../../coach/index.js';
import { RateLimiter } from '../../limits/index.js';
import { CategoryCache } from '../category-cache.js';
import { ExerciseCategoriser } from '../exercise-categoriser.js';
import { errorCode } from '../../../common/error-catalogue.js';
import type { SignedInUser } from '../../../common/http/signed-in.guard.js';

export class CategorizeExerciseParams {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: errorCode('categorise.name_required') })
  @IsNotEmpty({ message: errorCode('categorise.name_required') })
  @MaxLength(100, { message: errorCode('categorise.name_too_long') })
  exerciseName!: string;
}

@ApiSchema({ name: 'CategorizedExercise', description: '`categorizeExercise` → `data`.' })
export class CategorizeExerciseResult {
  @ApiProperty({ enum: CATEGORIES, enumName: 'Category', isArray: true }) categories!: Category[];
  /** Only when the worker did not finish within the wait limit: the job to poll for the answer. */
  job_id?: string;
}

/**
 * `categorizeExercise {exerciseName}` → `{categories}` (spec section 7). Answered from the per-name
 * cache when possible; otherwise a worker categorises and the api waits up to the spec's 10 s. Only
 * a name that needs the model counts against the AI limit (a 429 here); the cache and the offline
 * coach's catalogue cost nothing.
 */
@Injectable()
@ServerFunction({ name: 'categorizeExercise', params: CategorizeExerciseParams, result: CategorizeExerciseResult })
export class CategorizeExerciseFunction implements ServerFunctionHandler<CategorizeExerciseParams, CategorizeExerciseResult>, OnModuleDestroy {
  private queueEvents: QueueEvents | null = null;

  constructor(
    @InjectQueue(CATEGORISE_NAME.queue) private readonly queue: JobQueue<'categorise-name'>,
    @Inject(CategoryCache) private readonly cache: CategoryCache,
    @Inject(Coach) private readonly coach: Coach,
    @Inject(RedisAvailability) private readonly redis: RedisAvailability,
    @Inject(ExerciseCategoriser) private readonly categoriser: ExerciseCategoriser,
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
  ) {}

  async run(user: SignedInUser, { exerciseName }: CategorizeExerciseParams, _meta: RequestMeta): Promise<CategorizeExerciseResult> {
    // Cache and queue are in Redis: without it, a 503 to try again rather than a request that hangs.
    const cached = await this.redis.within(() => this.cache.get(this.coach.model, exerciseName));
    if (cached) return { categories: cached };
    if (this.categoriser.callsModel) await this.limiter.consume('ai', user.id);
    const data = { ownerId: user.id, exerciseName };
    const jobId = CATEGORISE_NAME.id(data);
    // A finished job under this id answered before the cache entry expired: ask again.
    const previous = await this.redis.within(() => this.queue.getJob(jobId));
    if (previous && ((await previous.isCompleted()) || (await previous.isFailed()))) await previous.remove().catch(() => undefined);
    const events = await this.redis.within(() => this.events());
    const job = await this.redis.within(() => this.queue.add('categorise-name', data, { jobId, removeOnFail: true }));
    try {
      const result = await job.waitUntilFinished(events, CATEGORISE_NAME.timeLimitMs);
      return { categories: result.categories };
    } catch {
      // Failures are silent for the client (spec section 8): no categories now; the job may still finish.
      return { categories: [], job_id: jobId };
    }
  }

  private async events(): Promise<QueueEvents> {
    this.queueEvents ??= new QueueEvents(CATEGORISE_NAME.queue, { connection: this.queue.opts.connection, prefix: this.queue.opts.prefix });
    await this.queueEvents.waitUntilReady();
    return this.queueEvents;
  }

  async onModuleDestroy(): Promise<void> {
    await this.queueEvents?.close();
  }
}
