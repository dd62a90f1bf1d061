import { Module } from '@nestjs/common';
import { QueueModule } from '../../queue/queue.module.js';
import { UsersModule } from '../users/index.js';
import { AdminGuard } from '../auth/index.js';
import { allQueuesProvider } from './ai-queues.js';
import { JobsController, QueueStatsController } from './jobs.controller.js';

/** The api's view of the queues: job status for users, counts for admins. */
@Module({
  imports: [QueueModule, UsersModule],
  controllers: [JobsController, QueueStatsController],
  providers: [allQueuesProvider, AdminGuard],
})
export class JobsApiModule {}
