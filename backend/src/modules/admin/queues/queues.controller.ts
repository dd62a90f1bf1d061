import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { conflict, notFound } from '../../../common/domain-error.js';
import type { ErrorCode } from '../../../common/error-catalogue.js';
import type { QueueName, QueuesByName } from '../../jobs/index.js';
import { AdminGuard } from '../../../common/http/admin.guard.js';
import { SignedInGuard } from '../../../common/http/signed-in.guard.js';
import { ALL_QUEUES, NeedsRedisGuard } from '../../jobs/index.js';
import { FailedJobsQuery } from './failed-jobs.dto.js';
import { toFailedJob } from './failed-job.response.js';
import { FailedJobPageDto, QueueListDto, RetriedJobDto } from './queue-response.dto.js';

/** The queues for admins: counts, failed jobs with their error, retry and removal of one. */
@Controller('admin/job-queues')
@UseGuards(SignedInGuard, AdminGuard, NeedsRedisGuard)
export class QueuesController {
  constructor(@Inject(ALL_QUEUES) private readonly queues: QueuesByName) {}

  @Get()
  async list(): Promise<QueueListDto> {
    const queues = await Promise.all(
      [...this.queues].map(async ([name, queue]) => {
        const [counts, workers] = await Promise.all([
          queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed', 'completed'),
          queue.getWorkersCount(),
        ]);
        return {
          name,
          waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
          active: counts.active ?? 0,
          delayed: counts.delayed ?? 0,
          failed: counts.failed ?? 0,
          completed: counts.completed ?? 0,
          workers,
        };
      }),
    );
    return { queues };
  }

  /** Newest failure first. */
  @Get(':queue/failed')
  async failed(@Param('queue') name: string, @Query() query: FailedJobsQuery): Promise<FailedJobPageDto> {
    const queue = this.queue(name);
    const start = query.start ?? 0;
    const [total, jobs] = await Promise.all([queue.getFailedCount(), queue.getFailed(start, start + (query.limit ?? 20) - 1)]);
    return { total, jobs: jobs.filter(Boolean).map((job) => toFailedJob(job, name)) };
  }

  /** Runs a failed job again, once: a second retry of the same failure finds it no longer failed (409). */
  @Post(':queue/jobs/:id/retry')
  @HttpCode(200)
  async retry(@Param('queue') name: string, @Param('id') id: string): Promise<RetriedJobDto> {
    const job = await this.failedJob(name, id, 'admin.retry_only_failed');
    try {
      await job.retry('failed');
    } catch (error) {
      // Another admin's retry moved it first; BullMQ refuses to move it twice.
      if ((await job.getState()) !== 'failed') throw conflict('admin.retry_only_failed');
      throw error;
    }
    return { id: job.id!, state: await job.getState() };
  }

  @Delete(':queue/jobs/:id')
  @HttpCode(204)
  async remove(@Param('queue') name: string, @Param('id') id: string): Promise<void> {
    const job = await this.failedJob(name, id, 'admin.remove_only_failed');
    await job.remove();
  }

  private queue(name: string): Queue {
    const queue = this.queues.get(name as QueueName);
    if (!queue) throw notFound('admin.queue_not_found');
    return queue;
  }

  private async failedJob(name: string, id: string, notFailed: ErrorCode): Promise<Job> {
    const job = id.length <= 200 ? await this.queue(name).getJob(id) : undefined;
    if (!job) throw notFound('admin.job_not_found');
    if ((await job.getState()) !== 'failed') throw conflict(notFailed);
    return job;
  }
}
