import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { notFound } from '../../common/domain-error.js';
import { CurrentUser, SignedInGuard } from '../../common/http/signed-in.guard.js';
import type { SignedInUser } from '../../common/http/signed-in.guard.js';
import { ALL_QUEUES } from './ai-queues.js';
import type { QueuesByName } from './ai-queues.js';
import { toJobStatus } from './job-status.js';
import { JobStatusDto } from './job-status.dto.js';
import { RedisAvailability } from './redis-availability.js';
import { RegisteredJobs } from './registered-jobs.js';

/** `GET /api/jobs/:id`: the progress of one of the signed-in user's own AI jobs. */
@Controller('jobs')
@UseGuards(SignedInGuard)
export class JobsController {
  constructor(
    @Inject(ALL_QUEUES) private readonly queues: QueuesByName,
    @Inject(RedisAvailability) private readonly redis: RedisAvailability,
    @Inject(RegisteredJobs) private readonly jobs: RegisteredJobs,
  ) {}

  @Get(':id')
  async get(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<JobStatusDto> {
    const queueName = id.length <= 200 ? this.jobs.aiQueueOfJobId(id) : null;
    const queue = queueName ? this.queues.get(queueName) : undefined;
    const job = queue ? await this.redis.within(() => queue.getJob(id)) : undefined;
    // Another user's job is answered exactly like a missing one.
    if (!queueName || !job || (job.data as { ownerId?: string } | undefined)?.ownerId !== user.id) throw notFound('job.not_found');
    return toJobStatus(job, queueName, await this.redis.within(() => job.getState()));
  }
}
