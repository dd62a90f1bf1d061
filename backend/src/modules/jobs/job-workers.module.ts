import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { QueueModule } from '../../queue/queue.module.js';
import { JobWorkers } from './job-workers.js';

/** Only the worker process imports this: it turns `@OnJob` handlers into running BullMQ workers. */
@Module({
  imports: [DiscoveryModule, QueueModule],
  providers: [JobWorkers],
})
export class JobWorkersModule {}
