import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { AdminJobsModule } from '../modules/admin/index.js';
import { AgentsModule } from '../modules/agents/agents.module.js';
import { ImportJobsModule } from '../modules/imports/index.js';
import { JobWorkersModule } from '../modules/jobs/job-workers.module.js';
import { RateLimiterModule } from '../modules/limits/limits.module.js';
import { LanguageModelWarmUp } from '../modules/coach/index.js';
import { TrainingPlansModule } from '../modules/training-plans/training-plans.module.js';
import { HealthProcessor } from '../queue/health.processor.js';
import { CoreModule } from './core.module.js';

/**
 * The same core as the api; only here are BullMQ processors registered: the health ping, and the
 * AI jobs, whose `@OnJob` handlers live in AgentsModule and TrainingPlansModule and run through JobWorkers.
 */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [CoreModule.forRoot(config), RateLimiterModule, AgentsModule, TrainingPlansModule, AdminJobsModule, ImportJobsModule, JobWorkersModule],
      providers: [HealthProcessor, LanguageModelWarmUp],
    };
  }
}
