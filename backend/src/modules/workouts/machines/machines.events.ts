import type { Category } from './machine-rules.js';

export type CategorySource = 'user' | 'ai';

export type MachineEvent =
  | { type: 'MachineCreated'; data: { machineId: string; userId: string; name: string; categories: Category[]; at: string } }
  | { type: 'MachineRenamed'; data: { machineId: string; userId: string; name: string; at: string } }
  | { type: 'MachineCategorised'; data: { machineId: string; userId: string; categories: Category[]; source: CategorySource; at: string } }
  | { type: 'MachineDeleted'; data: { machineId: string; userId: string; at: string } }
  /** Its sets moved to `into` (each by a WorkoutMoved caused by this event); the exercise is gone. */
  | { type: 'MachineMerged'; data: { machineId: string; userId: string; into: string; at: string } };

export type MachineEventType = MachineEvent['type'];
export const MACHINE_EVENT_TYPES: readonly MachineEventType[] = ['MachineCreated', 'MachineRenamed', 'MachineCategorised', 'MachineDeleted', 'MachineMerged'];

export const machineStream = (machineId: string) => `machine-${machineId}`;

export interface MachineState {
  status: 'none' | 'active' | 'deleted';
  userId: string | null;
  name: string | null;
  categories: Category[];
  /** The user chose categories (at creation or by hand): the AI categoriser no longer overrides them. */
  categoriesChosenByUser: boolean;
}

export const initialMachineState = (): MachineState => ({
  status: 'none',
  userId: null,
  name: null,
  categories: [],
  categoriesChosenByUser: false,
});

export function evolveMachine(state: MachineState, event: MachineEvent): MachineState {
  switch (event.type) {
    case 'MachineCreated':
      return {
        status: 'active',
        userId: event.data.userId,
        name: event.data.name,
        categories: event.data.categories,
        categoriesChosenByUser: event.data.categories.length > 0,
      };
    case 'MachineRenamed':
      return { ...state, name: event.data.name };
    case 'MachineCategorised':
      return {
        ...state,
        categories: event.data.categories,
        categoriesChosenByUser: state.categoriesChosenByUser || event.data.source === 'user',
      };
    case 'MachineDeleted':
    case 'MachineMerged':
      return { ...state, status: 'deleted' };
    default: {
      const unknownEvent: never = event;
      return unknownEvent;
    }
  }
}
