import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { memoryStorage } from 'multer';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { QueueModule, JobHandlersModule, RedisModule } from '../jobs/index.js';
import { MachineCommandsModule } from '../workouts/index.js';
import { UsersModule } from '../users/index.js';
import { ImportHistoryJobs } from './import-history.jobs.js';
import { ImportJobs } from './import-jobs.js';
import { ImportUploadErrorsFilter } from './import-upload-errors.filter.js';
import { ImportsController } from './imports.controller.js';

/** The worker's part: the job that imports a file. */
@Module({
  imports: [JobHandlersModule, MachineCommandsModule, UsersModule],
  providers: [ImportJobs, ImportHistoryJobs],
})
export class ImportJobsModule {}

/** The api's part: previews, uploads and reports. */
@Module({
  imports: [
    QueueModule,
    RedisModule,
    MachineCommandsModule,
    UsersModule,
    MulterModule.registerAsync({
      inject: [APP_CONFIG],
      // One file in memory, never more than the limit, and the unit beside it.
      useFactory: (config: AppConfig) => ({ storage: memoryStorage(), limits: { fileSize: config.importMaxBytes, files: 1, fields: 1 } }),
    }),
  ],
  controllers: [ImportsController],
  providers: [ImportJobs, ImportUploadErrorsFilter],
})
export class ImportsModule {}
