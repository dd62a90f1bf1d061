import { fold } from '../../event-store/decider.js';
import type { WorkoutCommand } from './workouts.decider.js';
import { workoutDecider } from './workouts.decider.js';
import type { WorkoutEvent, WorkoutState } from './workouts.events.js';
import { domainErrorOf } from '../../../test/support/domain-error-of.js';

// 23:30 in Berlin on Monday 23 November 2026 (22:30 UTC): "today" is the Berlin date.
const now = new Date('2026-11-23T22:30:00Z');
const at = now.toISOString();
const base = { entryId: 'e-1', userId: 'u-1', machineId: 'm-1' };
const given = (events: WorkoutEvent[]): WorkoutState => fold(workoutDecider, events);
const when = (command: WorkoutCommand, state: WorkoutState) => workoutDecider.decide(command, state);
const log = (overrides: Partial<Extract<WorkoutCommand, { type: 'LogWorkout' }>['data']> = {}): WorkoutCommand => ({
  type: 'LogWorkout',
  data: {
    ...base,
    createdBy: 'lena@example.com',
    maxWeight: 80,
    reps: 8,
    date: '2026-11-23',
    notes: null,
    setType: 'normal',
    rpe: null,
    now,
    ...overrides,
  },
});
const logged: WorkoutEvent = {
  type: 'WorkoutLogged',
  data: { ...base, createdBy: 'lena@example.com', maxWeight: 80, reps: 8, date: '2026-11-23', notes: 'locker', at },
};
const edit = (changes: Extract<WorkoutCommand, { type: 'EditWorkout' }>['data']['changes'], userId = 'u-1'): WorkoutCommand => ({
  type: 'EditWorkout',
  data: { entryId: 'e-1', userId, changes, now },
});

describe('workout decider', () => {
  it('logs a set during the pause too (a hotel gym, issue 42): the command has no pause to refuse it by', () => {
    // @ts-expect-error The pause is no part of logging; it only keeps the streak (rules/streak.ts).
    const duringPause = log({ paused: true });
    expect(when(duringPause, given([]))).toEqual([expect.objectContaining({ type: 'WorkoutLogged' })]);
  });

  it('still edits and deletes sets logged before the pause', () => {
    expect(when(edit({ reps: 9 }), given([logged]))).toHaveLength(1);
  });

  it('logs a set on a new stream, blank notes becoming null', () => {
    expect(when(log({ notes: '   ' }), given([]))).toEqual([
      {
        type: 'WorkoutLogged',
        data: { ...base, createdBy: 'lena@example.com', maxWeight: 80, reps: 8, date: '2026-11-23', notes: null, setType: 'normal', rpe: null, at },
      },
    ]);
  });

  it('refuses to log twice into one stream', () => {
    expect(domainErrorOf(() => when(log(), given([logged]))).kind).toBe('conflict');
  });

  it.each([
    [{ maxWeight: -5 }, 'set.weight'],
    [{ maxWeight: 80.3 }, 'set.weight_step'],
    [{ maxWeight: 5000 }, 'set.weight'],
    [{ reps: 0 }, 'set.reps'],
    [{ reps: 2.5 }, 'set.reps'],
    [{ date: '2026-02-30' }, 'set.date'],
    [{ date: '2026-11-25' }, 'set.date_in_future'],
    [{ notes: 'x'.repeat(2001) }, 'set.notes'],
  ])('refuses %j', (overrides, message) => {
    const error = domainErrorOf(() => when(log(overrides), given([])));
    expect(error.kind).toBe('invalid');
    expect(error.message).toBe(message);
  });

  it('takes today from Berlin: at 23:30 Berlin time tomorrow is still allowed, the day after not', () => {
    expect(when(log({ date: '2026-11-24' }), given([]))).toHaveLength(1);
    expect(domainErrorOf(() => when(log({ date: '2026-11-25' }), given([]))).message).toBe('set.date_in_future');
  });

  it('edits with all values after the edit, and nothing when nothing changes', () => {
    expect(when(edit({ reps: 10 }), given([logged]))).toEqual([
      { type: 'WorkoutEdited', data: { ...base, maxWeight: 80, reps: 10, date: '2026-11-23', notes: 'locker', setType: 'normal', rpe: null, at } },
    ]);
    expect(when(edit({ reps: 8, notes: 'locker' }), given([logged]))).toEqual([]);
    expect(when(edit({ notes: '' }), given([logged]))[0]).toMatchObject({ data: { notes: null } });
  });

  it('validates an edit like a new set', () => {
    expect(domainErrorOf(() => when(edit({ maxWeight: 0.25 }), given([logged]))).message).toBe('set.weight_step');
  });

  it("answers another user's entry, a missing and a deleted one as not found", () => {
    const deleted: WorkoutEvent = { type: 'WorkoutDeleted', data: { ...base, reason: 'user', at } };
    expect(domainErrorOf(() => when(edit({ reps: 9 }, 'u-2'), given([logged]))).kind).toBe('not_found');
    expect(domainErrorOf(() => when(edit({ reps: 9 }), given([]))).kind).toBe('not_found');
    expect(domainErrorOf(() => when(edit({ reps: 9 }), given([logged, deleted]))).kind).toBe('not_found');
    const remove: WorkoutCommand = { type: 'DeleteWorkout', data: { entryId: 'e-1', userId: 'u-2', reason: 'user', now } };
    expect(domainErrorOf(() => when(remove, given([logged]))).kind).toBe('not_found');
  });

  it('deletes an own entry with the reason', () => {
    const remove: WorkoutCommand = { type: 'DeleteWorkout', data: { entryId: 'e-1', userId: 'u-1', reason: 'machine_deleted', now } };
    expect(when(remove, given([logged]))).toEqual([{ type: 'WorkoutDeleted', data: { ...base, reason: 'machine_deleted', at } }]);
  });

  it('treats an edit or a deletion sent again with its Idempotency-Key as done, and only that one', () => {
    const keyed = (key: string, changes: Extract<WorkoutCommand, { type: 'EditWorkout' }>['data']['changes'], userId = 'u-1'): WorkoutCommand => ({
      type: 'EditWorkout',
      data: { entryId: 'e-1', userId, changes, idempotencyKey: key, now },
    });
    const edited = when(keyed('k-edit', { reps: 10 }), given([logged]));
    expect(edited).toEqual([
      {
        type: 'WorkoutEdited',
        data: { ...base, maxWeight: 80, reps: 10, date: '2026-11-23', notes: 'locker', setType: 'normal', rpe: null, at, idempotencyKey: 'k-edit' },
      },
    ]);
    // Edited again on another device meanwhile: the late copy of the first edit does not undo it.
    const later = when(keyed('k-later', { reps: 12 }), given([logged, ...edited]));
    expect(when(keyed('k-edit', { reps: 10 }), given([logged, ...edited, ...later]))).toEqual([]);
    // Another user's request with a key the set has seen is still not theirs.
    expect(domainErrorOf(() => when(keyed('k-edit', { reps: 10 }, 'u-2'), given([logged, ...edited]))).kind).toBe('not_found');

    const remove = (key: string | null): WorkoutCommand => ({
      type: 'DeleteWorkout',
      data: { entryId: 'e-1', userId: 'u-1', reason: 'user', idempotencyKey: key, now },
    });
    const deleted = when(remove('k-delete'), given([logged]));
    expect(deleted).toEqual([{ type: 'WorkoutDeleted', data: { ...base, reason: 'user', at, idempotencyKey: 'k-delete' } }]);
    expect(when(remove('k-delete'), given([logged, ...deleted]))).toEqual([]);
    expect(domainErrorOf(() => when(remove('k-other'), given([logged, ...deleted]))).kind).toBe('not_found');
    expect(domainErrorOf(() => when(remove(null), given([logged, ...deleted]))).kind).toBe('not_found');
    // An edit sent again after the set was deleted finds it gone, like any request to it.
    expect(domainErrorOf(() => when(keyed('k-edit', { reps: 10 }), given([logged, ...edited, ...deleted]))).kind).toBe('not_found');
  });

  it('refuses an Idempotency-Key sent again for other values, or for another kind of request, with 422', () => {
    const edit = (key: string, changes: Extract<WorkoutCommand, { type: 'EditWorkout' }>['data']['changes']): WorkoutCommand => ({
      type: 'EditWorkout',
      data: { entryId: 'e-1', userId: 'u-1', changes, idempotencyKey: key, now },
    });
    const remove = (key: string): WorkoutCommand => ({
      type: 'DeleteWorkout',
      data: { entryId: 'e-1', userId: 'u-1', reason: 'user', idempotencyKey: key, now },
    });
    const edited = given([logged, ...when(edit('k-edit', { reps: 10, notes: ' locker ' }), given([logged]))]);
    expect(when(edit('k-edit', { reps: 10, notes: 'locker' }), edited)).toEqual([]);
    expect(domainErrorOf(() => when(edit('k-edit', { reps: 11 }), edited)).kind).toBe('unprocessable');
    expect(domainErrorOf(() => when(edit('k-edit', { reps: 10, notes: 'anders' }), edited)).kind).toBe('unprocessable');
    expect(domainErrorOf(() => when(remove('k-edit'), edited)).kind).toBe('unprocessable');
    const deleted = given([logged, ...when(remove('k-delete'), given([logged]))]);
    expect(domainErrorOf(() => when(edit('k-delete', { reps: 10 }), deleted)).kind).toBe('unprocessable');
  });

  it('moves a set to another exercise of its user, keeping its values, and nothing when it is there already', () => {
    const move = (machineId: string, userId = 'u-1'): WorkoutCommand => ({ type: 'MoveWorkout', data: { entryId: 'e-1', userId, machineId, now } });
    const moved = when(move('m-2'), given([logged]));
    expect(moved).toEqual([{ type: 'WorkoutMoved', data: { entryId: 'e-1', userId: 'u-1', fromMachineId: 'm-1', machineId: 'm-2', at } }]);
    const state = given([logged, ...moved]);
    expect([state.machineId, state.values]).toEqual(['m-2', given([logged]).values]);
    expect(when(move('m-2'), state)).toEqual([]);
    expect(() => when(move('m-3', 'u-2'), state)).toThrow();
  });
});
