import type { RecordedEvent } from '../../../event-store/event.js';
import { at, eventRecorder, rowsAfter as foldedRows } from '../../../projections/testing/given-events.js';
import { withSources } from '../../../projections/read-model.js';
import { dashboardDaysReadModel, exerciseSummariesReadModel, trainingMonthsReadModel } from './index.js';

const event = eventRecorder();
const USER = 'user-1';
const MACHINE = 'machine-1';
const rowsAfter = (events: readonly RecordedEvent[]) =>
  foldedRows(events, withSources([exerciseSummariesReadModel, trainingMonthsReadModel, dashboardDaysReadModel]));
const logged = (entryId: string, date: string, maxWeight: number, reps: number) =>
  event(`workout-${entryId}`, 'WorkoutLogged', {
    entryId,
    userId: USER,
    machineId: MACHINE,
    maxWeight,
    reps,
    date,
    notes: null,
    createdBy: 'a@example.com',
    at: at(date),
  });
const edited = (entryId: string, date: string, maxWeight: number, reps: number) =>
  event(`workout-${entryId}`, 'WorkoutEdited', { entryId, userId: USER, machineId: MACHINE, maxWeight, reps, date, notes: null, at: at(date, '11:00') });
const deleted = (entryId: string, reason = 'user') =>
  event(`workout-${entryId}`, 'WorkoutDeleted', { entryId, userId: USER, machineId: MACHINE, reason, at: at('2026-11-20') });

const moved = (entryId: string, machineId: string) =>
  event(`workout-${entryId}`, 'WorkoutMoved', { entryId, userId: USER, fromMachineId: MACHINE, machineId, at: at('2026-11-21') });

describe('exercise summaries (derived from the workout entries)', () => {
  const summaries = (events: RecordedEvent[]) =>
    rowsAfter(events).get(exerciseSummariesReadModel.name) as {
      set_count: number;
      volume: number;
      best_entry_id: string;
      heaviest_entry_id: string;
      latest_entry_id: string;
      last_logged_seq: number;
    }[];
  const week = [logged('s1', '2026-10-05', 100, 5), logged('s2', '2026-10-12', 90, 3), logged('s3', '2026-10-01', 60, 10)];

  it('keeps one row per exercise: its records to the earliest date, its newest date as latest', () => {
    expect(summaries(week)).toEqual([
      expect.objectContaining({ set_count: 3, volume: 500 + 270 + 600, best_entry_id: 's1', heaviest_entry_id: 's1', latest_entry_id: 's2' }),
    ]);
  });

  it('takes out a deleted or edited set, and counts again when it held a record, and drops the row with the last set', () => {
    expect(summaries([...week, logged('s4', '2026-10-02', 40, 5), edited('s3', '2026-10-03', 50, 10), deleted('s1')])).toEqual([
      expect.objectContaining({ set_count: 3, volume: 270 + 500 + 200, best_entry_id: 's2', heaviest_entry_id: 's2', latest_entry_id: 's2' }),
    ]);
    expect(summaries([logged('s5', '2026-10-01', 60, 10), deleted('s5')])).toEqual([]);
  });

  it('counts both exercises again when a merge moves a set, the record holder included', () => {
    const rows = rowsAfter([...week, moved('s1', 'machine-2')]).get(exerciseSummariesReadModel.name) as {
      machine_id: string;
      set_count: number;
      best_entry_id: string;
    }[];
    expect(rows.map(({ machine_id, set_count, best_entry_id }) => ({ machine_id, set_count, best_entry_id }))).toEqual([
      { machine_id: MACHINE, set_count: 2, best_entry_id: 's2' },
      { machine_id: 'machine-2', set_count: 1, best_entry_id: 's1' },
    ]);
  });
});

describe('training months (derived from the workout entries)', () => {
  const months = (events: RecordedEvent[]) =>
    (
      rowsAfter(events).get(trainingMonthsReadModel.name) as { month: string; sets_by_day: Record<string, number>; bests: Record<string, { id: string }> }[]
    ).map(({ month, sets_by_day, bests }) => ({
      month,
      sets_by_day,
      bests: Object.fromEntries(Object.entries(bests).map(([machine, set]) => [machine, set.id])),
    }));
  const onOtherMachine = (entryId: string, date: string, maxWeight: number) =>
    event(`workout-${entryId}`, 'WorkoutLogged', {
      entryId,
      userId: USER,
      machineId: 'machine-2',
      maxWeight,
      reps: 8,
      date,
      notes: null,
      createdBy: 'a@example.com',
      at: at(date),
    });

  it("counts the sets of each training day by month across exercises, and keeps each exercise's best of the month", () => {
    expect(
      months([logged('a', '2026-10-05', 100, 5), onOtherMachine('o', '2026-10-05', 40), logged('b', '2026-10-20', 100, 5), logged('c', '2026-11-02', 60, 10)]),
    ).toEqual([
      { month: '2026-10-01', sets_by_day: { '2026-10-05': 2, '2026-10-20': 1 }, bests: { [MACHINE]: 'a', 'machine-2': 'o' } },
      { month: '2026-11-01', sets_by_day: { '2026-11-02': 1 }, bests: { [MACHINE]: 'c' } },
    ]);
  });

  it('lists the training days of each month in date order, whatever the order they were logged in, without the days that lost their sets', () => {
    const days = (events: RecordedEvent[]) => (rowsAfter(events).get(trainingMonthsReadModel.name) as { days: string }[]).map((row) => row.days);
    const log = [logged('a', '2026-10-20', 100, 5), logged('b', '2026-10-05', 60, 5), logged('c', '2026-10-12', 50, 5), logged('d', '2026-10-05', 40, 5)];
    expect(days(log)).toEqual(['2026-10-05,2026-10-12,2026-10-20']);
    expect(days([...log, deleted('c')])).toEqual(['2026-10-05,2026-10-20']);
  });

  it('moves a set to its new month with an edit, counts a deleted set out, and drops a month with its last set', () => {
    const log = [
      logged('a', '2026-10-05', 100, 5),
      logged('b', '2026-10-05', 80, 5),
      logged('d', '2026-10-06', 70, 5),
      edited('a', '2026-11-03', 100, 5),
      deleted('d'),
    ];
    expect(months(log)).toEqual([
      { month: '2026-10-01', sets_by_day: { '2026-10-05': 1 }, bests: { [MACHINE]: 'b' } },
      { month: '2026-11-01', sets_by_day: { '2026-11-03': 1 }, bests: { [MACHINE]: 'a' } },
    ]);
    expect(months([...log, deleted('b')])).toEqual([{ month: '2026-11-01', sets_by_day: { '2026-11-03': 1 }, bests: { [MACHINE]: 'a' } }]);
  });

  it('changes nothing when an event comes a second time', () => {
    const log = logged('e', '2026-11-05', 50, 5);
    expect(months([log, log])).toEqual([{ month: '2026-11-01', sets_by_day: { '2026-11-05': 1 }, bests: { [MACHINE]: 'e' } }]);
  });
});

describe('dashboard days (derived from the workout entries)', () => {
  const days = (events: RecordedEvent[]) =>
    rowsAfter(events).get(dashboardDaysReadModel.name) as {
      date: string;
      set_count: number;
      volume: number;
      best_entry_id: string;
      latest_entry_id: string;
      best_e1rm: number;
    }[];

  it('keeps one row per machine and day, whose point is the set with the best estimated 1RM', () => {
    const [day] = days([logged('a', '2026-11-02', 70, 10), logged('b', '2026-11-02', 90, 3), logged('c', '2026-11-02', 60, 12)]);
    expect(day).toMatchObject({ date: '2026-11-02', set_count: 3, volume: 700 + 270 + 720, best_entry_id: 'b', latest_entry_id: 'c', best_e1rm: 99 });
  });

  it('moves an edited set out of the day its entry was in and into its new day', () => {
    const rows = days([logged('a', '2026-11-02', 70, 10), logged('b', '2026-11-02', 80, 5), edited('b', '2026-11-04', 80, 6)]);
    expect(rows.map(({ date, set_count, best_entry_id }) => ({ date, set_count, best_entry_id }))).toEqual([
      { date: '2026-11-02', set_count: 1, best_entry_id: 'a' },
      { date: '2026-11-04', set_count: 1, best_entry_id: 'b' },
    ]);
  });

  it('drops a day whose last set is deleted, by the user or with its machine', () => {
    expect(days([logged('a', '2026-11-02', 70, 10), deleted('a')])).toEqual([]);
    expect(days([logged('b', '2026-11-03', 70, 10), deleted('b', 'machine_deleted')])).toEqual([]);
  });

  it('counts a day again when its best set is deleted or changed, and only then reads its other sets', () => {
    const rows = days([
      logged('e', '2026-11-06', 100, 5),
      logged('f', '2026-11-06', 100, 5), // ties with e, which reached it first
      logged('g', '2026-11-06', 80, 5),
      deleted('e'),
      edited('g', '2026-11-06', 80, 6),
    ]);
    expect(rows).toEqual([expect.objectContaining({ date: '2026-11-06', set_count: 2, volume: 500 + 480, best_entry_id: 'f', latest_entry_id: 'g' })]);
  });

  it('changes nothing when an event comes a second time', () => {
    const log = logged('d', '2026-11-05', 50, 5);
    expect(days([log, log])).toEqual(days([log]));
    expect(days([log])[0]!.set_count).toBe(1);
  });
});
