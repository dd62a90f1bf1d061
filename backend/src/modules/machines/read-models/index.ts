/** The machines context's read models (entities and evolves, no Nest): the app registers them, other contexts query their tables. */
export { MachineEntity } from './machines.entity.js';
export { machinesReadModel } from './machines.projection.js';
