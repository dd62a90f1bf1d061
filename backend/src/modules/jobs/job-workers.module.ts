import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { QueueModule } from './queue.module.js';
import { allQueuesProvider } from './ai-queues.js';
import { JobHandlersModule } from './job-handlers.js';
import { JobReconciler } from './job-reconciler.js';
import { JobWorkers } from './job-workers.js';
import { RedisModule } from './redis.module.js';

/**
 * Only the worker process imports this: it turns `@OnJob` handlers into running BullMQ workers,
 * and queues again the jobs of recorded work that were lost.
 */
@Module({
  imports: [DiscoveryModule, JobHandlersModule, QueueModule, RedisModule],
  providers: [JobWorkers, JobReconciler, allQueuesProvider],
})
export class JobWorkersModule {}
