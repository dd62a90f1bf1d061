import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { AccountModule } from '../modules/account/account.module.js';
import { AdminApiModule } from '../modules/admin/index.js';
import { AgentsApiModule } from '../modules/agents/agents.module.js';
import { AuthModule } from '../modules/auth/auth.module.js';
import { DashboardModule } from '../modules/dashboard/dashboard.module.js';
import { ExercisesModule } from '../modules/exercises/exercises.module.js';
import { StreakModule } from '../modules/workouts/index.js';
import { FeedbackModule } from '../modules/feedback/feedback.module.js';
import { FunctionsModule } from '../modules/functions/functions.module.js';
import { HealthController } from '../modules/health/health.controller.js';
import { ImportsModule } from '../modules/imports/index.js';
import { JobsApiModule } from '../modules/jobs/jobs-api.module.js';
import { RedisModule } from '../modules/jobs/redis.module.js';
import { LimitsModule } from '../modules/limits/limits.module.js';
import { ProfileModule } from '../modules/profile/index.js';
import { ShopModule } from '../modules/shop/shop.module.js';
import { UploadsModule } from '../modules/uploads/uploads.module.js';
import { OnboardingApiModule } from '../modules/onboarding/onboarding.module.js';
import { TrainingPlansApiModule } from '../modules/training-plans/training-plans.module.js';
import { MachinesModule } from '../modules/workouts/machines/machines.module.js';
import { WorkoutsModule } from '../modules/workouts/workouts.module.js';
import { CoreModule } from './core.module.js';

@Module({})
export class ApiModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ApiModule,
      imports: [
        CoreModule.forRoot(config),
        AuthModule.forRoot(config),
        ProfileModule,
        FunctionsModule,
        StreakModule,
        MachinesModule,
        ExercisesModule,
        WorkoutsModule,
        DashboardModule,
        AgentsApiModule,
        JobsApiModule,
        ShopModule,
        FeedbackModule,
        UploadsModule,
        ImportsModule,
        AccountModule,
        TrainingPlansApiModule,
        OnboardingApiModule,
        AdminApiModule,
        LimitsModule,
        RedisModule,
      ],
      controllers: [HealthController],
    };
  }
}
