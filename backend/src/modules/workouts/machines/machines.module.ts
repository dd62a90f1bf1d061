import { Module } from '@nestjs/common';
import { WorkoutsReader } from '../workouts.reader.js';
import { machineCommandHandlers } from './commands/index.js';
import { MachinesController } from './machines.controller.js';
import { MachinesReader } from './machines.reader.js';

/**
 * The machine commands without HTTP: the worker imports this to dispatch `CategoriseMachineCommand`
 * when the AI categoriser finishes; the api gets it through MachinesModule.
 */
@Module({
  providers: [MachinesReader, WorkoutsReader, ...machineCommandHandlers],
  exports: [MachinesReader],
})
export class MachineCommandsModule {}

@Module({
  imports: [MachineCommandsModule],
  controllers: [MachinesController],
})
export class MachinesModule {}
