import { Module } from '@nestjs/common';
import { QueueModule } from '../jobs/index.js';
import { AgentsModule } from '../agents/index.js';
import { MachineCommandsModule } from '../machines/index.js';
import { UsersModule } from '../users/index.js';
import { trainingPlanCommandHandlers } from './commands/index.js';
import { PlanGenerationJobs } from './generation/plan-generation.jobs.js';
import { OnboardingController } from './onboarding.controller.js';
import { TrainingPlanRelationsController } from './training-plan-relations.controller.js';
import { TrainingPlansController } from './training-plans.controller.js';
import { TrainingPlansReader } from './training-plans.reader.js';

/**
 * Plans, their links to exercises, onboarding and plan generation: commands, reads and the
 * planner's job handler (which only the worker's JobWorkers run), shared by the api and the worker.
 */
@Module({
  imports: [UsersModule, MachineCommandsModule, AgentsModule, QueueModule],
  providers: [TrainingPlansReader, ...trainingPlanCommandHandlers, PlanGenerationJobs],
  exports: [TrainingPlansReader],
})
export class TrainingPlansModule {}

/** The api's part: the HTTP routes. */
@Module({
  imports: [TrainingPlansModule, UsersModule],
  controllers: [TrainingPlansController, TrainingPlanRelationsController, OnboardingController],
})
export class TrainingPlansApiModule {}
