import type { Decider } from '../../event-store/decider.js';
import { berlinDate } from './rules/calendar.js';
import { assertValidSet, normaliseNotes } from './rules/set-rules.js';
import type { WorkoutDeletionReason, WorkoutEvent, WorkoutState, WorkoutValues } from './workouts.events.js';
import { evolveWorkout, initialWorkoutState, valuesOf } from './workouts.events.js';
import { refuse } from '../../common/refuse.js';

export type WorkoutChanges = Partial<WorkoutValues>;

export type WorkoutCommand =
  | {
      type: 'LogWorkout';
      /**
       * No pause in it: a set is logged during the pause too (a hotel gym, issue 42). The pause only
       * keeps the streak, which counts no set of a paused day (`rules/streak.ts`).
       */
      data: { entryId: string; userId: string; machineId: string; createdBy: string; now: Date; sessionId?: string } & WorkoutValues;
    }
  /** `idempotencyKey`: the request's; one already applied to this set makes the command a no-op (an outbox sending it again). */
  | { type: 'EditWorkout'; data: { entryId: string; userId: string; changes: WorkoutChanges; idempotencyKey?: string | null; now: Date } }
  | { type: 'MoveWorkout'; data: { entryId: string; userId: string; machineId: string; now: Date } }
  | { type: 'DeleteWorkout'; data: { entryId: string; userId: string; reason: WorkoutDeletionReason; idempotencyKey?: string | null; now: Date } };

export function decideWorkout(command: WorkoutCommand, state: WorkoutState): WorkoutEvent[] {
  switch (command.type) {
    case 'LogWorkout': {
      const { entryId, userId, machineId, createdBy, now, sessionId } = command.data;
      if (state.status !== 'none') throw refuse.conflict('set.exists');
      const values: WorkoutValues = { ...valuesOf(command.data), notes: normaliseNotes(command.data.notes) };
      assertValidSet(values, berlinDate(now));
      const session = sessionId ? { sessionId } : {};
      return [{ type: 'WorkoutLogged', data: { entryId, userId, machineId, createdBy, ...values, ...session, at: now.toISOString() } }];
    }
    case 'EditWorkout': {
      const { entryId, userId, changes, idempotencyKey, now } = command.data;
      const replayed = appliedBy(state, userId, idempotencyKey);
      // The key of another request (another edit's, or the deletion's): refused, not silently dropped.
      if (replayed !== undefined && (replayed === null || !asksFor(changes, replayed))) throw refuse.unprocessable('request.key_reused');
      // Applied already (its answer was lost): later edits stay; a set deleted since stays a 404 when read.
      if (replayed !== undefined && state.status === 'active') return [];
      const current = ownActive(state, userId);
      const next: WorkoutValues = {
        maxWeight: changes.maxWeight ?? current.maxWeight,
        reps: changes.reps ?? current.reps,
        date: changes.date ?? current.date,
        notes: 'notes' in changes ? normaliseNotes(changes.notes) : current.notes,
        setType: changes.setType ?? current.setType,
        rpe: 'rpe' in changes ? (changes.rpe ?? null) : current.rpe,
      };
      assertValidSet(next, berlinDate(now));
      if (sameValues(next, current)) return [];
      return [{ type: 'WorkoutEdited', data: { entryId, userId, machineId: state.machineId!, ...next, at: now.toISOString(), ...keyOf(idempotencyKey) } }];
    }
    case 'MoveWorkout': {
      const { entryId, userId, machineId, now } = command.data;
      ownActive(state, userId);
      if (state.machineId === machineId) return [];
      return [{ type: 'WorkoutMoved', data: { entryId, userId, fromMachineId: state.machineId!, machineId, at: now.toISOString() } }];
    }
    case 'DeleteWorkout': {
      const { entryId, userId, reason, idempotencyKey, now } = command.data;
      const replayed = appliedBy(state, userId, idempotencyKey);
      if (replayed) throw refuse.unprocessable('request.key_reused');
      // The same deletion again: done already. Without its key a second deletion is a 404, as before.
      if (replayed === null && state.status === 'deleted') return [];
      ownActive(state, userId);
      return [{ type: 'WorkoutDeleted', data: { entryId, userId, machineId: state.machineId!, reason, at: now.toISOString(), ...keyOf(idempotencyKey) } }];
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
  return logged.machineId === machineId && sameValues(valuesOf(logged), { ...values, notes: normaliseNotes(values.notes) });
}

const sameValues = (a: WorkoutValues, b: WorkoutValues) =>
  a.maxWeight === b.maxWeight && a.reps === b.reps && a.date === b.date && a.notes === b.notes && a.setType === b.setType && a.rpe === b.rpe;

/**
 * What the owner's request with this key left, when the set has seen it: the edit's values, null
 * for the deletion; undefined for a key it has not seen (or another user's request).
 */
function appliedBy(state: WorkoutState, userId: string, key: string | null | undefined): WorkoutValues | null | undefined {
  return key && state.userId === userId ? state.appliedKeys.get(key) : undefined;
}

/** Whether an edit that left `applied` is what `changes` asks for: every field the request names has that value. */
function asksFor(changes: WorkoutChanges, applied: WorkoutValues): boolean {
  return (
    (changes.maxWeight === undefined || changes.maxWeight === applied.maxWeight) &&
    (changes.reps === undefined || changes.reps === applied.reps) &&
    (changes.date === undefined || changes.date === applied.date) &&
    (!('notes' in changes) || normaliseNotes(changes.notes) === applied.notes) &&
    (changes.setType === undefined || changes.setType === applied.setType) &&
    (!('rpe' in changes) || (changes.rpe ?? null) === applied.rpe)
  );
}

const keyOf = (key: string | null | undefined) => (key ? { idempotencyKey: key } : {});

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
