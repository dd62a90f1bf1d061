import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { JobContext, TypedJob } from '../../jobs/index.js';
import { OnJob, remainingMs } from '../../jobs/index.js';
import { Coach } from '../../coach/index.js';
import { RecordPerformanceAnalysisCommand } from '../commands/record-performance-analysis.command.js';
import { TrainingFactsQuery } from '../queries/training-facts.query.js';
import type { PerformanceAnalysisResult } from './performance-analysis.job.js';
import { ANALYSE_PERFORMANCE } from './performance-analysis.job.js';

/** The performance-analysis queue: congratulates the user on their latest set (spec section 7). */
@Injectable()
export class PerformanceAnalysisJobs {
  constructor(
    @Inject(TrainingFactsQuery) private readonly facts: TrainingFactsQuery,
    @Inject(Coach) private readonly coach: Coach,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
  ) {}

  @OnJob(ANALYSE_PERFORMANCE)
  async analyse(job: TypedJob<'analyse-performance'>, context: JobContext): Promise<PerformanceAnalysisResult> {
    const { ownerId } = job.data;
    const now = new Date();
    const facts = await this.facts.forUser(ownerId);
    // Spec section 5: only with entries, and at least one within the last 7 days.
    if (!facts || facts.totalEntries === 0) return { status: 'skipped', reason: 'no_entries' };
    if (facts.sessionsLast7Days === 0) return { status: 'skipped', reason: 'no_recent_entries' };
    const { text, model } = await this.coach.analyse(facts, { timeoutMs: remainingMs(context), signal: context.signal });
    await job.updateProgress(80);
    const { recorded } = await this.commandBus.execute(
      new RecordPerformanceAnalysisCommand(
        ownerId,
        text,
        job.id!,
        facts.latest?.entryId ?? null,
        model,
        {
          userId: ownerId,
          requestId: job.id!,
          causationId: job.data.causationId ?? job.id!,
        },
        new Date(),
      ),
    );
    return { status: 'analysed', at: now.toISOString(), recorded };
  }
}
