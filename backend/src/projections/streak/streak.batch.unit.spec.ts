import { eventLog } from '../batch/test-events.js';
import type { PauseState, StreakEntryRow } from './streak.batch.js';
import { dayDeltas, foldPauses } from './streak.batch.js';

const row = (entryId: string, date: string, deleted = false): StreakEntryRow => ({ entryId, userId: 'u1', machineId: 'm1', date, deleted, version: 1 });

describe('dayDeltas', () => {
  it('nets the sets each training day gains and loses, leaving out days that end even', () => {
    const deltas = dayDeltas([
      { before: undefined, after: row('e1', '2026-03-02') },
      { before: undefined, after: row('e2', '2026-03-02') },
      { before: row('e3', '2026-03-02'), after: row('e3', '2026-03-05') },
      { before: row('e4', '2026-03-06'), after: row('e4', '2026-03-06', true) },
      { before: undefined, after: row('e5', '2026-03-07', true) },
      { before: row('e6', '2026-03-08'), after: row('e6', '2026-03-08') },
    ]);
    expect(deltas).toEqual([
      { userId: 'u1', date: '2026-03-02', delta: 1 },
      { userId: 'u1', date: '2026-03-05', delta: 1 },
      { userId: 'u1', date: '2026-03-06', delta: -1 },
    ]);
  });
});

describe('foldPauses', () => {
  const setup = () => {
    const recorded = eventLog();
    return (changes: Record<string, unknown>, at: string, version?: number) => recorded('user-u1', 'ProfileUpdated', { userId: 'u1', changes, at }, version);
  };

  it('opens a pause from the Berlin day it was switched on and ends it on the day it was switched off', () => {
    const profile = setup();
    const state: PauseState = { versions: new Map(), pauses: [] };
    foldPauses(state, [
      profile({ pause_mode_active: true }, '2026-03-01T23:30:00.000Z'),
      profile({ display_name: 'x' }, '2026-03-02T10:00:00.000Z'),
      profile({ pause_mode_active: true }, '2026-03-03T10:00:00.000Z'),
      profile({ pause_mode_active: false }, '2026-03-09T10:00:00.000Z'),
    ]);
    expect(state.pauses).toEqual([{ userId: 'u1', startedOn: '2026-03-02', endedOn: '2026-03-09', startedVersion: 1 }]);
    expect(state.versions).toEqual(new Map([['u1', 4]]));
  });

  it('applies each user stream version once', () => {
    const profile = setup();
    const state: PauseState = { versions: new Map([['u1', 5]]), pauses: [{ userId: 'u1', startedOn: '2026-02-01', endedOn: null, startedVersion: 5 }] };
    foldPauses(state, [profile({ pause_mode_active: false }, '2026-03-09T10:00:00.000Z', 5)]);
    expect(state.pauses[0]!.endedOn).toBeNull();
    foldPauses(state, [profile({ pause_mode_active: false }, '2026-03-09T10:00:00.000Z', 6)]);
    expect(state.pauses[0]!.endedOn).toBe('2026-03-09');
  });
});
