import { Module } from '@nestjs/common';
import { QueueModule } from './queue.module.js';
import { allQueuesProvider } from './ai-queues.js';
import { JobsController } from './jobs.controller.js';
import { RedisModule } from './redis.module.js';

/** The api's view of the queues: the status of a user's own jobs. */
@Module({
  imports: [QueueModule, RedisModule],
  controllers: [JobsController],
  providers: [allQueuesProvider],
})
export class JobsApiModule {}
