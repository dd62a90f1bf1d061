import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { JOB_QUEUES, QUEUE_DEFAULTS } from './queues.js';

/** BullMQ connection and queues, shared by the api (producer) and the worker (consumer). */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        connection: { url: config.redisUrl, maxRetriesPerRequest: null },
        prefix: config.queuePrefix,
      }),
    }),
    BullModule.registerQueue(...JOB_QUEUES.map((name) => ({ name, defaultJobOptions: QUEUE_DEFAULTS[name] }))),
  ],
  exports: [BullModule],
})
export class QueueModule {}
