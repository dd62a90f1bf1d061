import { Module } from '@nestjs/common';
import { MachineCommandsModule } from '../workouts/index.js';
import { UsersModule } from '../users/index.js';
import { PlansFollowExerciseMergeModule } from './commands/follow-exercise-merge.js';
import { trainingPlanCommandHandlers } from './commands/index.js';
import { TrainingPlanRelationsController } from './training-plan-relations.controller.js';
import { TrainingPlansController } from './training-plans.controller.js';
import { TrainingPlansReader } from './training-plans.reader.js';

/** Plans and their links to exercises: commands and reads, shared by the api and the worker. */
@Module({
  imports: [UsersModule, MachineCommandsModule, PlansFollowExerciseMergeModule],
  providers: [TrainingPlansReader, ...trainingPlanCommandHandlers],
  exports: [TrainingPlansReader],
})
export class TrainingPlansModule {}

/** The api's part: the HTTP routes. */
@Module({
  imports: [TrainingPlansModule, UsersModule],
  controllers: [TrainingPlansController, TrainingPlanRelationsController],
})
export class TrainingPlansApiModule {}
