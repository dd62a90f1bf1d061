/** What the machines context offers the other contexts; they import nothing else of it. */
export { CategoriseMachineCommand } from './commands/categorise-machine.command.js';
export { CreateMachineCommand } from './commands/create-machine.command.js';
export { CATEGORIES } from './machine-rules.js';
export type { MachineEvent } from './machines.events.js';
export { MachineCommandsModule } from './machines.module.js';
export { MachinesReader } from './machines.reader.js';
export { MachineDto } from './machine-response.dto.js';
export { MACHINE_ERRORS } from './errors.js';
