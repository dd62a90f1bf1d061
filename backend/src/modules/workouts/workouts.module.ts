import { Module } from '@nestjs/common';
import { MachinesReadModel } from '../machines/index.js';
import { workoutCommandHandlers } from './commands/index.js';
import { RecordTrainingHandler } from './trainings/record-training.command.js';
import { TrainingsController } from './trainings/trainings.controller.js';
import { TrainingsReadModel } from './trainings/trainings.read-model.js';
import { WorkoutsController } from './workouts.controller.js';
import { WorkoutsReadModel } from './workouts.read-model.js';

@Module({
  controllers: [WorkoutsController, TrainingsController],
  providers: [WorkoutsReadModel, TrainingsReadModel, MachinesReadModel, ...workoutCommandHandlers, RecordTrainingHandler],
})
export class WorkoutsModule {}
