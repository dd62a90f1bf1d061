import { workoutEntryRules } from '../workout-entries/workout-entries.batch.js';
import type { WorkoutEntryRow } from '../workout-entries/workout-entries.batch.js';
import { changedEntryIdsOf, deletedMachineIdsOf, foldEntries, loggedRowsOf, rowsToWrite } from './entry-fold.js';
import { eventLog } from './test-events.js';

const values = { maxWeight: 80, reps: 8, date: '2026-03-02', notes: null };
const setup = () => {
  const recorded = eventLog();
  const logged = (entryId: string, machineId = 'm1') =>
    recorded(`workout-${entryId}`, 'WorkoutLogged', { entryId, userId: 'u1', machineId, createdBy: 'a@b.c', at: `2026-03-02T10:00:0${entryId.length}.000Z`, ...values }, 1);
  const edited = (entryId: string, changes: Partial<typeof values>, version?: number) =>
    recorded(`workout-${entryId}`, 'WorkoutEdited', { entryId, userId: 'u1', machineId: 'm1', at: '2026-03-03T10:00:00.000Z', ...values, ...changes }, version);
  const deleted = (entryId: string, version?: number) =>
    recorded(`workout-${entryId}`, 'WorkoutDeleted', { entryId, userId: 'u1', machineId: 'm1', reason: 'user', at: '2026-03-04T10:00:00.000Z' }, version);
  const machineDeleted = (machineId: string) => recorded(`machine-${machineId}`, 'MachineDeleted', { machineId, userId: 'u1', at: '2026-03-05T10:00:00.000Z' });
  return { logged, edited, deleted, machineDeleted };
};

const fold = (loaded: Map<string, WorkoutEntryRow>, events: ReturnType<ReturnType<typeof setup>['logged']>[]) => {
  const inserted = loggedRowsOf(loaded, events, workoutEntryRules);
  return { inserted, ...foldEntries(loaded, inserted, events, workoutEntryRules) };
};

describe('foldEntries (the per-entry copies of workouts)', () => {
  it('creates a logged row once and applies later edits and deletions with their versions', () => {
    const { logged, edited, deleted } = setup();
    // The log twice (as a replay brings it again), then an edit and a deletion.
    const events = [logged('e1'), logged('e1'), edited('e1', { reps: 10 }), deleted('e1')];
    const { changes, inserted, applied } = fold(new Map(), events);
    const row = changes.get('e1')!;
    expect(row.before).toBeUndefined();
    expect(row.after).toMatchObject({ reps: 10, version: 3, deletedAt: '2026-03-04T10:00:00.000Z', createdAt: '2026-03-02T10:00:02.000Z', loggedPosition: 1 });
    expect(applied.map((change) => change.position)).toEqual([3, 4]);
    expect(rowsToWrite({ changes, applied, lastTouch: new Map(), machineDeletions: new Map() }, inserted)).toEqual([row.after]);
  });

  it('does not write again a row that is still as its log inserted it', () => {
    const { logged } = setup();
    const events = [logged('e1'), logged('e2')];
    const result = fold(new Map(), events);
    expect(result.changes.size).toBe(2);
    expect(rowsToWrite(result, result.inserted)).toEqual([]);
  });

  it('leaves a log of an entry whose row exists alone, and a row it cannot find', () => {
    const { logged, edited } = setup();
    const events = [logged('e1'), edited('e9', { reps: 3 }, 2)];
    const result = foldEntries(new Map(), new Map(), events, workoutEntryRules);
    expect(result.changes.size).toBe(0);
  });

  it('skips edits and deletions of an older or equal version, and any after the deletion', () => {
    const { logged, edited, deleted } = setup();
    const base = fold(new Map(), [logged('e1')]).changes.get('e1')!.after;
    const loaded = new Map([['e1', { ...base, version: 3 }]]);
    expect(fold(loaded, [edited('e1', { reps: 1 }, 2), edited('e1', { reps: 1 }, 3)]).changes.size).toBe(0);
    const later = fold(loaded, [deleted('e1', 4), edited('e1', { reps: 1 }, 5)]);
    expect(later.changes.get('e1')!.after).toMatchObject({ version: 4, reps: 8 });
    expect(later.changes.get('e1')!.before).toBe(loaded.get('e1'));
  });

  it('takes a deleted machine’s rows along, keeping their versions, loaded or logged in the batch', () => {
    const { logged, edited, machineDeleted } = setup();
    const old = { ...fold(new Map(), [logged('e1')]).changes.get('e1')!.after, version: 2 };
    const events = [logged('e2'), logged('e3', 'm2'), machineDeleted('m1'), logged('e4'), edited('e2', { reps: 1 }, 2)];
    const { changes, machineDeletions, lastTouch } = fold(new Map([['e1', old]]), events);
    expect(changes.get('e1')!.after).toMatchObject({ deletedAt: '2026-03-05T10:00:00.000Z', version: 2 });
    expect(changes.get('e2')!.after).toMatchObject({ deletedAt: '2026-03-05T10:00:00.000Z', version: 1, reps: 8 });
    expect(changes.get('e3')!.after.deletedAt).toBeNull();
    // A set logged after the deletion is not taken along (`apply` would not either).
    expect(changes.get('e4')!.after.deletedAt).toBeNull();
    expect(machineDeletions).toEqual(new Map([['m1', events[2]!.position]]));
    expect(lastTouch).toEqual(new Map([['m1', 'set'], ['m2', 'set']]));
  });

  it('names the rows to load: entries edited or deleted, machines deleted', () => {
    const { logged, edited, deleted, machineDeleted } = setup();
    const events = [logged('e1'), edited('e2', {}), deleted('e3'), edited('e2', {}), machineDeleted('m7')];
    expect(changedEntryIdsOf(events)).toEqual(['e2', 'e3']);
    expect(deletedMachineIdsOf(events)).toEqual(['m7']);
  });
});
