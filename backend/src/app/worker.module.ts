import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { AdminJobsModule } from '../modules/admin/index.js';
import { AgentsModule } from '../modules/agents/agents.module.js';
import { HealthPingJobs } from '../modules/health/health-ping.jobs.js';
import { ImportJobsModule } from '../modules/imports/index.js';
import { JobWorkersModule } from '../modules/jobs/job-workers.module.js';
import { RateLimiterModule } from '../modules/limits/limits.module.js';
import { LanguageModelWarmUp } from '../modules/coach/index.js';
import { OnboardingModule } from '../modules/onboarding/onboarding.module.js';
import { CoreModule } from './core.module.js';

/**
 * The same core as the api; only here do jobs run: every job's `@OnJob` handler (the health ping,
 * the AI jobs, imports, rebuilds) lives in its context's module, and JobWorkers runs them all.
 */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [CoreModule.forRoot(config), RateLimiterModule, AgentsModule, OnboardingModule, AdminJobsModule, ImportJobsModule, JobWorkersModule],
      providers: [HealthPingJobs, LanguageModelWarmUp],
    };
  }
}
