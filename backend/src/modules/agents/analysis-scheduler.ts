import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { JobQueue } from '../jobs/index.js';
import type { PerformanceAnalysisJob } from './jobs/performance-analysis.job.js';
import { ANALYSE_PERFORMANCE, analysisDeduplicationId } from './jobs/performance-analysis.job.js';

/**
 * Enqueues performance analyses, one per user at a time. Sets logged in quick succession replace
 * the waiting (delayed) analysis, so ten sets in a row make one analysis of the newest; an
 * analysis asked for while one runs is kept and runs right after it.
 */
@Injectable()
export class AnalysisScheduler {
  constructor(@InjectQueue(ANALYSE_PERFORMANCE.queue) private readonly queue: JobQueue<'analyse-performance'>) {}

  async schedule(data: PerformanceAnalysisJob, delayMs: number): Promise<string> {
    const job = await this.queue.add('analyse-performance', data, {
      jobId: ANALYSE_PERFORMANCE.id(data),
      delay: delayMs,
      deduplication: { id: analysisDeduplicationId(data.ownerId), replace: true, keepLastIfActive: true },
    });
    // Same job id as the debounced analysis the reactor scheduled for this set: BullMQ hands back
    // that waiting job, so an analysis asked for now must move it forward instead of waiting.
    // Another request may promote it between the check and the promote: then it is moved already.
    if (delayMs === 0 && (await job.isDelayed())) {
      await job.promote().catch(async (error: unknown) => {
        if (await job.isDelayed()) throw error;
      });
    }
    return job.id!;
  }
}
