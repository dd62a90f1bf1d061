import { Module } from '@nestjs/common';
import { MachineCommandsModule } from '../machines/index.js';
import { UsersModule } from '../users/index.js';
import { trainingPlanCommandHandlers } from './commands/index.js';
import { OnboardingController } from './onboarding.controller.js';
import { TrainingPlanRelationsController } from './training-plan-relations.controller.js';
import { TrainingPlansController } from './training-plans.controller.js';
import { TrainingPlansReadModel } from './training-plans.read-model.js';

/** Plans, their links to exercises, onboarding: commands and reads, shared by the api and the worker. */
@Module({
  imports: [UsersModule, MachineCommandsModule],
  providers: [TrainingPlansReadModel, ...trainingPlanCommandHandlers],
  exports: [TrainingPlansReadModel],
})
export class TrainingPlansModule {}

/** The api's part: the HTTP routes. */
@Module({
  imports: [TrainingPlansModule, UsersModule],
  controllers: [TrainingPlansController, TrainingPlanRelationsController, OnboardingController],
})
export class TrainingPlansApiModule {}
