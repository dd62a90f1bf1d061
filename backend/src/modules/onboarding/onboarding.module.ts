import { Module } from '@nestjs/common';
import { AgentsModule } from '../agents/index.js';
import { QueueModule } from '../jobs/index.js';
import { TrainingPlansModule } from '../training-plans/index.js';
import { UsersModule } from '../users/index.js';
import { MachineCommandsModule } from '../workouts/index.js';
import { onboardingCommandHandlers } from './commands/index.js';
import { PlanGenerationJobs } from './generation/plan-generation.jobs.js';
import { OnboardingController } from './onboarding.controller.js';

/**
 * Onboarding and the plan it generates: the commands and the planner's job handler (which only the
 * worker's JobWorkers run), shared by the api and the worker.
 */
@Module({
  imports: [UsersModule, MachineCommandsModule, AgentsModule, QueueModule, TrainingPlansModule],
  providers: [...onboardingCommandHandlers, PlanGenerationJobs],
})
export class OnboardingModule {}

/** The api's part: the HTTP routes. */
@Module({
  imports: [OnboardingModule, UsersModule],
  controllers: [OnboardingController],
})
export class OnboardingApiModule {}
