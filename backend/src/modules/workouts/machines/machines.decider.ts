import type { Decider } from '../../../event-store/decider.js';
import { normaliseCategories, normaliseMachineName, sameCategories } from './machine-rules.js';
import type { CategorySource, MachineEvent, MachineState } from './machines.events.js';
import { evolveMachine, initialMachineState } from './machines.events.js';
import { refuse } from '../../../common/refuse.js';

export type MachineCommand =
  | { type: 'CreateMachine'; data: { machineId: string; userId: string; name: string; categories: readonly unknown[]; now: Date } }
  | { type: 'UpdateMachine'; data: { machineId: string; userId: string; name?: string; categories?: readonly unknown[]; now: Date } }
  | { type: 'CategoriseMachine'; data: { machineId: string; userId: string; categories: readonly unknown[]; source: CategorySource; now: Date } }
  | { type: 'DeleteMachine'; data: { machineId: string; userId: string; now: Date } }
  /** `target`: the state of the exercise that stays, loaded by the handler. */
  | { type: 'MergeMachine'; data: { machineId: string; userId: string; into: string; target: MachineState; now: Date } };

export function decideMachine(command: MachineCommand, state: MachineState): MachineEvent[] {
  switch (command.type) {
    case 'CreateMachine': {
      const { machineId, userId, now } = command.data;
      if (state.status !== 'none') throw refuse.conflict('machine.exists');
      const name = normaliseMachineName(command.data.name);
      const categories = normaliseCategories(command.data.categories);
      return [{ type: 'MachineCreated', data: { machineId, userId, name, categories, at: now.toISOString() } }];
    }
    case 'UpdateMachine': {
      const { machineId, userId, now } = command.data;
      assertOwnActive(state, userId);
      const at = now.toISOString();
      const events: MachineEvent[] = [];
      if (command.data.name !== undefined) {
        const name = normaliseMachineName(command.data.name);
        if (name !== state.name) events.push({ type: 'MachineRenamed', data: { machineId, userId, name, at } });
      }
      if (command.data.categories !== undefined) {
        const categories = normaliseCategories(command.data.categories);
        // Saving the dialog unchanged is no choice: the AI may still fill in an empty list.
        if (!sameCategories(categories, state.categories)) {
          events.push({ type: 'MachineCategorised', data: { machineId, userId, categories, source: 'user', at } });
        }
      }
      return events;
    }
    case 'CategoriseMachine': {
      const { machineId, userId, source, now } = command.data;
      // A categoriser finishing late is no error: the machine may be gone, or the user chose already.
      if (state.status !== 'active' || state.userId !== userId) return [];
      if (source === 'ai' && state.categoriesChosenByUser) return [];
      const categories = normaliseCategories(command.data.categories, { lenient: source === 'ai' });
      if (sameCategories(categories, state.categories)) return [];
      return [{ type: 'MachineCategorised', data: { machineId, userId, categories, source, at: now.toISOString() } }];
    }
    case 'DeleteMachine': {
      const { machineId, userId, now } = command.data;
      assertOwnActive(state, userId);
      return [{ type: 'MachineDeleted', data: { machineId, userId, at: now.toISOString() } }];
    }
    case 'MergeMachine': {
      const { machineId, userId, into, target, now } = command.data;
      assertOwnActive(state, userId);
      if (into === machineId) throw refuse.field('into', 'machine.merge_into_itself');
      if (target.status !== 'active' || target.userId !== userId) throw refuse.field('into', 'machine.merge_target_not_found');
      return [{ type: 'MachineMerged', data: { machineId, userId, into, at: now.toISOString() } }];
    }
    default: {
      const unknownCommand: never = command;
      return unknownCommand;
    }
  }
}

/** Another user's machine is answered exactly like a missing one. */
function assertOwnActive(state: MachineState, userId: string): void {
  if (state.status !== 'active' || state.userId !== userId) throw refuse.notFound('machine.not_found');
}

export const machineDecider: Decider<MachineState, MachineCommand, MachineEvent> = {
  initialState: initialMachineState,
  evolve: evolveMachine,
  decide: decideMachine,
};
