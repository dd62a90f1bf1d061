import type { Decider } from '../../event-store/decider.js';
import { berlinDate } from './rules/calendar.js';
import { assertValidSet, normaliseNotes } from './rules/set-rules.js';
import type { WorkoutDeletionReason, WorkoutEvent, WorkoutState, WorkoutValues } from './workouts.events.js';
import { evolveWorkout, initialWorkoutState } from './workouts.events.js';
import { refuse } from '../refuse.js';

export type WorkoutChanges = Partial<WorkoutValues>;

export type WorkoutCommand =
  | {
      type: 'LogWorkout';
      /** `paused`: the user's pause mode is on (spec: no training can be tracked during the pause). */
      data: { entryId: string; userId: string; machineId: string; createdBy: string; paused: boolean; now: Date } & WorkoutValues;
    }
  | { type: 'EditWorkout'; data: { entryId: string; userId: string; changes: WorkoutChanges; now: Date } }
  | { type: 'DeleteWorkout'; data: { entryId: string; userId: string; reason: WorkoutDeletionReason; now: Date } };

export function decideWorkout(command: WorkoutCommand, state: WorkoutState): WorkoutEvent[] {
  switch (command.type) {
    case 'LogWorkout': {
      const { entryId, userId, machineId, createdBy, paused, now } = command.data;
      if (state.status !== 'none') throw refuse.conflict('set.exists');
      if (paused) throw refuse.conflict('set.paused');
      const values: WorkoutValues = {
        maxWeight: command.data.maxWeight,
        reps: command.data.reps,
        date: command.data.date,
        notes: normaliseNotes(command.data.notes),
      };
      assertValidSet(values, berlinDate(now));
      return [{ type: 'WorkoutLogged', data: { entryId, userId, machineId, createdBy, ...values, at: now.toISOString() } }];
    }
    case 'EditWorkout': {
      const { entryId, userId, changes, now } = command.data;
      const current = ownActive(state, userId);
      const next: WorkoutValues = {
        maxWeight: changes.maxWeight ?? current.maxWeight,
        reps: changes.reps ?? current.reps,
        date: changes.date ?? current.date,
        notes: 'notes' in changes ? normaliseNotes(changes.notes) : current.notes,
      };
      assertValidSet(next, berlinDate(now));
      const unchanged = next.maxWeight === current.maxWeight && next.reps === current.reps && next.date === current.date && next.notes === current.notes;
      if (unchanged) return [];
      return [{ type: 'WorkoutEdited', data: { entryId, userId, machineId: state.machineId!, ...next, at: now.toISOString() } }];
    }
    case 'DeleteWorkout': {
      const { entryId, userId, reason, now } = command.data;
      ownActive(state, userId);
      return [{ type: 'WorkoutDeleted', data: { entryId, userId, machineId: state.machineId!, reason, at: now.toISOString() } }];
    }
    default: {
      const unknownCommand: never = command;
      return unknownCommand;
    }
  }
}

type LoggedData = Extract<WorkoutEvent, { type: 'WorkoutLogged' }>['data'];

/**
 * Whether a logged set is what a request with the same Idempotency-Key asks for again: the same
 * exercise and values (notes as they would be stored). Anything else reuses the key for another set.
 */
export function isSameLoggedSet(logged: LoggedData, machineId: string, values: WorkoutValues): boolean {
  return (
    logged.machineId === machineId &&
    logged.maxWeight === values.maxWeight &&
    logged.reps === values.reps &&
    logged.date === values.date &&
    logged.notes === normaliseNotes(values.notes)
  );
}

/** Another user's entry is answered exactly like a missing one. */
function ownActive(state: WorkoutState, userId: string): WorkoutValues {
  if (state.status !== 'active' || state.userId !== userId || !state.values) throw refuse.notFound('set.not_found');
  return state.values;
}

export const workoutDecider: Decider<WorkoutState, WorkoutCommand, WorkoutEvent> = {
  initialState: initialWorkoutState,
  evolve: evolveWorkout,
  decide: decideWorkout,
};
