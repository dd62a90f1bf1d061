import { Module } from '@nestjs/common';
import { MachinesReader } from './machines/machines.reader.js';
import { workoutCommandHandlers } from './commands/index.js';
import { RecordTrainingHandler } from './trainings/record-training.command.js';
import { TrainingsController } from './trainings/trainings.controller.js';
import { TrainingsReader } from './trainings/trainings.reader.js';
import { WorkoutsController } from './workouts.controller.js';
import { WorkoutsReader } from './workouts.reader.js';

@Module({
  controllers: [WorkoutsController, TrainingsController],
  providers: [WorkoutsReader, TrainingsReader, MachinesReader, ...workoutCommandHandlers, RecordTrainingHandler],
})
export class WorkoutsModule {}
