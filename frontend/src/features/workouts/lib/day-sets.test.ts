import { newEntry } from '../../../test/workout-fixtures';
import type { PendingSet } from '../../../shared/outbox/outbox-store';
import { setsByExercise } from './day-sets';

const DAY = '2026-12-06';
const NAMES: Record<string, string> = { 'm-lat': 'Latzug', 'm-bench': 'Bankdrücken' };
const nameOf = (id: string) => NAMES[id] ?? '?';

const entry = (id: string, machine_id: string, max_weight: number, minute: number, date = DAY) =>
  newEntry({ id, machine_id, max_weight, reps: 5, date, created_at: `${date}T18:${String(minute).padStart(2, '0')}:00.000Z` });

const waiting = (key: string, exercise: PendingSet['exercise'], max_weight: number, queuedAt: number): PendingSet => ({
  key,
  userId: 'u1',
  exercise,
  max_weight,
  reps: 5,
  date: DAY,
  notes: null,
  queuedAt,
});

const summary = (groups: ReturnType<typeof setsByExercise>) =>
  groups.map((group) => `${group.name}: ${group.sets.map((set) => `${set.number}=${set.max_weight}${set.pending ? '…' : ''}`).join(' ')}`);

describe('a day’s sets by exercise', () => {
  it('numbers the sets of each exercise on their own, under its name, in the order they were logged', () => {
    // Newest first, as the server lists them: two Latzug sets, then a bench set.
    const entries = [entry('e3', 'm-bench', 80, 10), entry('e2', 'm-lat', 62.5, 5), entry('e1', 'm-lat', 60, 1)];
    expect(summary(setsByExercise(DAY, entries, [], nameOf))).toEqual(['Latzug: 1=60 2=62.5', 'Bankdrücken: 1=80']);
  });

  it('counts an entry this visit saved and the server lists once, as the server now has it, and leaves out other days', () => {
    // When saved, the first set held the weight record; the second took it since.
    const savedFirst = { ...entry('e1', 'm-lat', 60, 1), personal_records: ['weight' as const] };
    const entries = [savedFirst, entry('e2', 'm-lat', 62.5, 5), entry('e1', 'm-lat', 60, 1), entry('old', 'm-lat', 55, 1, '2026-12-05')];
    const [latzug] = setsByExercise(DAY, entries, [], nameOf);
    expect(summary([latzug!])).toEqual(['Latzug: 1=60 2=62.5']);
    expect(latzug!.sets[0]!.records).toEqual([]);
  });

  it('adds the waiting sets after the stored ones, a new exercise under the name it was given', () => {
    const entries = [entry('e1', 'm-lat', 60, 1)];
    const pending = [
      waiting('k1', { id: 'm-lat', name: 'Latzug' }, 65, Date.parse(`${DAY}T18:30:00Z`)),
      waiting('k2', { id: null, name: 'Face Pulls', key: 'x' }, 20, Date.parse(`${DAY}T18:35:00Z`)),
      { ...waiting('k3', { id: null, name: 'Face Pulls', key: 'x' }, 20, Date.parse(`${DAY}T18:40:00Z`)), date: '2026-12-05' },
    ];
    expect(summary(setsByExercise(DAY, entries, pending, nameOf))).toEqual(['Latzug: 1=60 2=65…', 'Face Pulls: 1=20…']);
  });
});
