import { estimatedOneRepMax, roundToOneDecimal } from '../workouts/index.js';
import { buildTrainingFacts, shiftDate } from './training-facts.js';
import { factsInput } from '../../../test/fixtures/training-facts.js';

describe('training facts', () => {
  const facts = buildTrainingFacts(factsInput());

  it('finds the latest set and the records it holds', () => {
    expect(facts.latest).toMatchObject({ entryId: 'e6', machine: 'Bankdrücken', weight: 72.5, reps: 8, date: '2026-11-22' });
    expect(facts.latestRecords).toEqual([
      { kind: 'weight', value: 72.5, previous: 70 },
      { kind: 'e1rm', value: roundToOneDecimal(estimatedOneRepMax(72.5, 8)), previous: roundToOneDecimal(estimatedOneRepMax(70, 8)) },
      { kind: 'volume', value: 580, previous: 560 },
    ]);
  });

  it('counts training days and volume of the last 7 days against the 7 before', () => {
    // 17.–23.11.: e4 (19.), e5 (21.), e6 (22.); 10.–16.11.: e2, e3.
    expect(facts.sessionsLast7Days).toBe(3);
    expect(facts.volumeLast7Days).toBe(55 * 10 + 95 * 5 + 72.5 * 8);
    expect(facts.volumePrevious7Days).toBe(70 * 8 + 90 * 5);
    expect(facts.exercisesLast7Days).toBe(3);
  });

  it('lists exercises newest first with first, latest, bests and sessions', () => {
    expect(facts.exercises.map((exercise) => exercise.name)).toEqual(['Bankdrücken', 'Kniebeugen', 'Latzug']);
    const bench = facts.exercises[0]!;
    expect(bench).toMatchObject({ entryCount: 3, bestWeight: 72.5, first: { entryId: 'e1' }, latest: { entryId: 'e6' } });
    expect(bench.sessions.map((set) => set.date)).toEqual(['2026-10-01', '2026-11-10', '2026-11-22']);
    expect(facts.lastTrainedByCategory).toEqual({ Brust: '2026-11-22', Beine: '2026-11-21', Rücken: '2026-11-19' });
  });

  it('holds no record when the latest set is below an earlier best, and no previous value for a first set', () => {
    const weaker = buildTrainingFacts(
      factsInput({ entries: [...factsInput().entries, { id: 'e7', machineId: 'm-bench', weight: 50, reps: 5, date: '2026-11-23', sequence: 1 }] }),
    );
    expect(weaker.latestRecords).toEqual([]);
    const first = buildTrainingFacts(factsInput({ entries: [factsInput().entries[0]!] }));
    expect(first.latestRecords.every((record) => record.previous === null)).toBe(true);
  });

  it('takes each day’s best set by the workouts context’s rule: the heaviest e1RM, the first logged on a tie', () => {
    const day = (sets: [id: string, weight: number, reps: number, sequence: number][]) =>
      buildTrainingFacts(
        factsInput({ entries: sets.map(([id, weight, reps, sequence]) => ({ id, machineId: 'm-bench', weight, reps, date: '2026-11-22', sequence })) }),
      ).exercises[0]!.sessions.map((set) => set.entryId);
    expect(
      day([
        ['light-ten', 60, 10, 1],
        ['heavy-triple', 80, 3, 2],
      ]),
    ).toEqual(['heavy-triple']);
    expect(
      day([
        ['second', 60, 10, 2],
        ['first', 60, 10, 1],
      ]),
    ).toEqual(['first']);
  });

  it('estimates the one-rep max with Epley and shifts calendar dates', () => {
    expect(estimatedOneRepMax(100, 1)).toBe(100);
    expect(roundToOneDecimal(estimatedOneRepMax(100, 10))).toBe(133.3);
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01');
  });
});
