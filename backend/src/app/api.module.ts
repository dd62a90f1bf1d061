import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { AuthModule } from '../modules/auth/auth.module.js';
import { FunctionsModule } from '../modules/functions/functions.module.js';
import { HealthController } from '../modules/health/health.controller.js';
import { CoreModule } from './core.module.js';

@Module({})
export class ApiModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ApiModule,
      imports: [CoreModule.forRoot(config), AuthModule.forRoot(config), FunctionsModule],
      controllers: [HealthController],
    };
  }
}
