import { Module } from '@nestjs/common';
import { QueueModule } from '../../queue/queue.module.js';
import { JobHandlersModule } from './job-handlers.js';
import { JobWorkers } from './job-workers.js';

/** Only the worker process imports this: it turns `@OnJob` handlers into running BullMQ workers. */
@Module({
  imports: [JobHandlersModule, QueueModule],
  providers: [JobWorkers],
})
export class JobWorkersModule {}
