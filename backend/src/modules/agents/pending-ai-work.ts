import { Inject, Injectable } from '@nestjs/common';
import { Between } from 'typeorm';
import { Database } from '../../database/database.js';
import { ConversationEntity } from './read-models/conversations.entity.js';
import { FindsPendingWork, JobHandlers } from '../jobs/index.js';
import type { PendingJob, PendingWorkSource, ReconcileWindow } from '../jobs/index.js';
import { AiJobQueue } from './ai-job-queue.js';
import { AGENTS } from './agents.js';
import { AnalysisScheduler } from './analysis-scheduler.js';
import { CATEGORISE_MACHINE } from './jobs/categorisation.job.js';
import { ANALYSE_PERFORMANCE } from './jobs/performance-analysis.job.js';

/**
 * The AI work the read models say is still to do, for the job reconciler: questions waiting for
 * their reply, new exercises never categorised, and users whose newest set has no analysis yet.
 */
@Injectable()
@FindsPendingWork()
export class PendingAiWork implements PendingWorkSource {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(AiJobQueue) private readonly jobs: AiJobQueue,
    @Inject(AnalysisScheduler) private readonly analyses: AnalysisScheduler,
    @Inject(JobHandlers) private readonly jobHandlers: JobHandlers,
  ) {}

  async findPending(window: ReconcileWindow): Promise<PendingJob[]> {
    return [...(await this.replies(window)), ...(await this.categorisations(window)), ...(await this.analysesToDo(window))];
  }

  private async replies({ since, settledBefore }: ReconcileWindow): Promise<PendingJob[]> {
    const waiting = await this.db.manager.find(ConversationEntity, {
      select: { id: true, user_id: true, agent_name: true, pending_message_id: true },
      where: { status: 'thinking', updated_date: Between(since, settledBefore) },
    });
    return waiting
      .filter((row) => row.pending_message_id !== null && this.jobHandlers.has(AGENTS[row.agent_name].job))
      .map((row) => {
        const data = { ownerId: row.user_id, conversationId: row.id, messageId: row.pending_message_id! };
        return {
          queue: this.jobs.replyQueue(row.agent_name),
          jobId: this.jobs.replyJobId(row.agent_name, data),
          enqueue: () => this.jobs.enqueueReply(row.agent_name, data),
        };
      });
  }

  private async categorisations({ since, settledBefore }: ReconcileWindow): Promise<PendingJob[]> {
    // Neither the categoriser nor the user has given categories; the causation is the creation.
    const { rows } = await this.db.query<{ id: string; user_id: string; name: string; created: string }>(
      `SELECT m.id, m.user_id, m.name, e.event_id AS created
       FROM machines m JOIN events e ON e.stream_id = 'machine-' || m.id AND e.stream_version = 1
       WHERE m.categories_source IS NULL AND m.categories = '{}' AND m.deleted_at IS NULL AND m.created_date BETWEEN $1 AND $2`,
      [since, settledBefore],
    );
    return rows.map((row) => {
      const data = { ownerId: row.user_id, machineId: row.id, machineName: row.name, causationId: row.created };
      return { queue: CATEGORISE_MACHINE.queue, jobId: CATEGORISE_MACHINE.id(data), enqueue: () => this.jobs.enqueueMachineCategorisation(data) };
    });
  }

  private async analysesToDo({ since, settledBefore }: ReconcileWindow): Promise<PendingJob[]> {
    // Each user's newest set of the window, once settled, unless an analysis was written after it.
    const { rows } = await this.db.query<{ user_id: string; entry_id: string }>(
      `SELECT newest.user_id, newest.id AS entry_id
       FROM (SELECT DISTINCT ON (user_id) user_id, id, created_at FROM workout_entries
             WHERE deleted_at IS NULL AND created_at >= $1 ORDER BY user_id, created_at DESC) newest
       JOIN users u ON u.id = newest.user_id
       WHERE newest.created_at < $2 AND (u.last_analysis_date IS NULL OR u.last_analysis_date < newest.created_at)`,
      [since, settledBefore],
    );
    return rows.map((row) => {
      const data = { ownerId: row.user_id, latestEntryId: row.entry_id, trigger: 'workout_logged' as const, causationId: null };
      return { queue: ANALYSE_PERFORMANCE.queue, jobId: ANALYSE_PERFORMANCE.id(data), enqueue: () => this.analyses.schedule(data, 0) };
    });
  }
}
