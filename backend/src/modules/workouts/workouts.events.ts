/** Why an entry was deleted: by the user, or together with its machine. */
export type WorkoutDeletionReason = 'user' | 'machine_deleted';

import type { SetType } from './rules/set-rules.js';

export interface WorkoutValues {
  maxWeight: number;
  reps: number;
  /** yyyy-MM-dd, the day the set was trained. */
  date: string;
  notes: string | null;
  setType: SetType;
  rpe: number | null;
}

/** The values as an event carries them: events from before set types and RPE have neither. */
type RecordedValues = Omit<WorkoutValues, 'setType' | 'rpe'> & Partial<Pick<WorkoutValues, 'setType' | 'rpe'>>;

/** An event's values with what older events leave out: a normal set without RPE. */
export function valuesOf({ maxWeight, reps, date, notes, setType, rpe }: RecordedValues): WorkoutValues {
  return { maxWeight, reps, date, notes, setType: setType ?? 'normal', rpe: rpe ?? null };
}

export type WorkoutEvent =
  | {
      type: 'WorkoutLogged';
      /** `sessionId`: the training the set belongs to (trainings/), absent for a set logged on its own. */
      data: { entryId: string; userId: string; machineId: string; createdBy: string; at: string; sessionId?: string } & RecordedValues;
    }
  /**
   * Carries all values after the edit, so read models need no earlier state to apply it.
   * `idempotencyKey`: the request's, when it sent one; the same key again is a no-op.
   */
  | { type: 'WorkoutEdited'; data: { entryId: string; userId: string; machineId: string; at: string; idempotencyKey?: string } & RecordedValues }
  /** The set moved to another exercise of the same user, as that exercise's twin was merged into it. */
  | { type: 'WorkoutMoved'; data: { entryId: string; userId: string; fromMachineId: string; machineId: string; at: string } }
  | {
      type: 'WorkoutDeleted';
      data: { entryId: string; userId: string; machineId: string; reason: WorkoutDeletionReason; at: string; idempotencyKey?: string };
    };

export type WorkoutEventType = WorkoutEvent['type'];
export const WORKOUT_EVENT_TYPES: readonly WorkoutEventType[] = ['WorkoutLogged', 'WorkoutEdited', 'WorkoutMoved', 'WorkoutDeleted'];

/** One short stream per entry: logging appends to a new stream and never reads a long one. */
export const workoutStream = (entryId: string) => `workout-${entryId}`;

export interface WorkoutState {
  status: 'none' | 'active' | 'deleted';
  userId: string | null;
  machineId: string | null;
  values: WorkoutValues | null;
  /**
   * The Idempotency-Keys of the edits and the deletion that changed it, each with the values its
   * edit left (null: the deletion's): sent again, they change nothing; with other values, a 422.
   */
  appliedKeys: ReadonlyMap<string, WorkoutValues | null>;
}

export const initialWorkoutState = (): WorkoutState => ({ status: 'none', userId: null, machineId: null, values: null, appliedKeys: new Map() });

const withKey = (keys: WorkoutState['appliedKeys'], key: string | undefined, values: WorkoutValues | null) => (key ? new Map(keys).set(key, values) : keys);

export function evolveWorkout(state: WorkoutState, event: WorkoutEvent): WorkoutState {
  switch (event.type) {
    case 'WorkoutLogged':
    case 'WorkoutEdited': {
      const values = valuesOf(event.data);
      const appliedKeys = event.type === 'WorkoutEdited' ? withKey(state.appliedKeys, event.data.idempotencyKey, values) : state.appliedKeys;
      return { status: 'active', userId: event.data.userId, machineId: event.data.machineId, values, appliedKeys };
    }
    case 'WorkoutMoved':
      return { ...state, machineId: event.data.machineId };
    case 'WorkoutDeleted':
      return { ...state, status: 'deleted', appliedKeys: withKey(state.appliedKeys, event.data.idempotencyKey, null) };
    default: {
      const unknownEvent: never = event;
      return unknownEvent;
    }
  }
}
