import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { HealthProcessor } from '../queue/health.processor.js';
import { CoreModule } from './core.module.js';

/** The same core as the api; only here are BullMQ processors registered. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: WorkerModule, imports: [CoreModule.forRoot(config)], providers: [HealthProcessor] };
  }
}
