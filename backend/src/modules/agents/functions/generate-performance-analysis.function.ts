import { Inject, Injectable } from '@nestjs/common';
import { ApiSchema } from '@nestjs/swagger';
import type { RequestMeta } from '../../../common/http/request-meta.js';
import { ServerFunction } from '../../functions/index.js';
import type { ServerFunctionHandler } from '../../functions/index.js';
import { RedisAvailability } from '../../jobs/index.js';
import { AnalysisScheduler } from '../analysis-scheduler.js';
import { TrainingFactsQuery } from '../queries/training-facts.query.js';
import type { SignedInUser } from '../../../common/http/signed-in.guard.js';

export type GeneratePerformanceAnalysisResult = { job_id: string } | { skipped: 'no_entries' | 'no_recent_entries' };

/** The contract's word for GeneratePerformanceAnalysisResult: one of the two fields is set. */
@ApiSchema({ name: 'PerformanceAnalysisStart', description: '`generatePerformanceAnalysis` → `data`.' })
export class PerformanceAnalysisStartDto {
  /** The analysis job to poll (GET /api/jobs/{id}). */
  job_id?: string;
  /** Why nothing was queued. */
  skipped?: 'no_entries' | 'no_recent_entries';
}

/**
 * `generatePerformanceAnalysis {}` (spec section 7, after a guided training): enqueues an analysis
 * right away and answers the job id to poll; the text lands on the user as last_performance_analysis.
 */
@Injectable()
@ServerFunction({ name: 'generatePerformanceAnalysis', result: PerformanceAnalysisStartDto, limit: 'ai' })
export class GeneratePerformanceAnalysisFunction implements ServerFunctionHandler<unknown, GeneratePerformanceAnalysisResult> {
  constructor(
    @Inject(TrainingFactsQuery) private readonly facts: TrainingFactsQuery,
    @Inject(AnalysisScheduler) private readonly analyses: AnalysisScheduler,
    @Inject(RedisAvailability) private readonly redis: RedisAvailability,
  ) {}

  async run(user: SignedInUser, _params: unknown, meta: RequestMeta): Promise<GeneratePerformanceAnalysisResult> {
    const summary = await this.facts.entrySummary(user.id, meta.now);
    // Spec section 5: only when the user has entries and at least one within the last 7 days.
    if (summary.total === 0 || !summary.latestEntryId) return { skipped: 'no_entries' };
    if (summary.recent === 0) return { skipped: 'no_recent_entries' };
    const latestEntryId = summary.latestEntryId;
    const jobId = await this.redis.within(() =>
      this.analyses.schedule({ ownerId: user.id, latestEntryId, trigger: 'function', causationId: meta.requestId }, 0),
    );
    return { job_id: jobId };
  }
}
