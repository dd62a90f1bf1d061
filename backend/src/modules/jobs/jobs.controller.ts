import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { notFound } from '../../common/domain-error.js';
import { queueOfJobId } from '../../queue/queues.js';
import { AdminGuard, CurrentUser, SignedInGuard } from '../auth/index.js';
import type { UserRow } from '../users/index.js';
import { ALL_QUEUES } from './ai-queues.js';
import type { QueuesByName } from './ai-queues.js';
import { toJobStatus } from './job-status.js';

const JOB_NOT_FOUND = 'Auftrag nicht gefunden';

/** `GET /api/jobs/:id`: the progress of one of the signed-in user's own AI jobs. */
@Controller('jobs')
@UseGuards(SignedInGuard)
export class JobsController {
  constructor(@Inject(ALL_QUEUES) private readonly queues: QueuesByName) {}

  @Get(':id')
  async get(@CurrentUser() user: UserRow, @Param('id') id: string) {
    const queueName = id.length <= 200 ? queueOfJobId(id) : null;
    const queue = queueName ? this.queues.get(queueName) : undefined;
    const job = queue ? await queue.getJob(id) : undefined;
    // Another user's job is answered exactly like a missing one.
    if (!queueName || !job || (job.data as { ownerId?: string } | undefined)?.ownerId !== user.id) throw notFound(JOB_NOT_FOUND);
    return toJobStatus(job, queueName, await job.getState());
  }
}

/** `GET /api/admin/queues`: job counts per queue, for admins. */
@Controller('admin/queues')
@UseGuards(SignedInGuard, AdminGuard)
export class QueueStatsController {
  constructor(@Inject(ALL_QUEUES) private readonly queues: QueuesByName) {}

  @Get()
  async list() {
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
}
