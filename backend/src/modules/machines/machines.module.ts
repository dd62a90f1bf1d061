import { Module } from '@nestjs/common';
import { WorkoutsReadModel } from '../workouts/index.js';
import { machineCommandHandlers } from './commands/index.js';
import { MachinesController } from './machines.controller.js';
import { MachinesReadModel } from './machines.read-model.js';

/**
 * The machine commands without HTTP: the worker imports this to dispatch `CategoriseMachineCommand`
 * when the AI categoriser finishes; the api gets it through MachinesModule.
 */
@Module({
  providers: [MachinesReadModel, WorkoutsReadModel, ...machineCommandHandlers],
  exports: [MachinesReadModel],
})
export class MachineCommandsModule {}

@Module({
  imports: [MachineCommandsModule],
  controllers: [MachinesController],
})
export class MachinesModule {}
