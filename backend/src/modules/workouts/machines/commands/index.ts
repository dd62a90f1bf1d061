import { CategoriseMachineHandler } from './categorise-machine.command.js';
import { CreateMachineHandler } from './create-machine.command.js';
import { DeleteMachineHandler } from './delete-machine.command.js';
import { MergeMachineHandler } from './merge-machine.command.js';
import { UpdateMachineHandler } from './update-machine.command.js';

export const machineCommandHandlers = [CreateMachineHandler, UpdateMachineHandler, CategoriseMachineHandler, DeleteMachineHandler, MergeMachineHandler];
export { CategoriseMachineCommand } from './categorise-machine.command.js';
export { CreateMachineCommand } from './create-machine.command.js';
export { DeleteMachineCommand } from './delete-machine.command.js';
export { MergeMachineCommand } from './merge-machine.command.js';
export { UpdateMachineCommand } from './update-machine.command.js';
