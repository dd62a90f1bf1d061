import { estimatedOneRepMax, roundToOneDecimal } from '../workouts/index.js';
import { buildTrainingFacts, RECENT_TRAININGS, shiftDate, warmupSetsBetween } from './training-facts.js';
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

  describe('trainings, warm-ups and RPE (issue #41)', () => {
    const training = (title: string, startedAt: string, durationMin: number | null = 60) => ({ title, startedAt, durationMin, workSets: 4, warmupSets: 1 });

    it('keeps the RPE on a set only where the lifter gave one', () => {
      const rated = buildTrainingFacts(
        factsInput({
          entries: [
            { id: 'r1', machineId: 'm-bench', weight: 80, reps: 8, date: '2026-11-20', sequence: 1, rpe: 8.5 },
            { id: 'r2', machineId: 'm-bench', weight: 80, reps: 8, date: '2026-11-20', sequence: 2, rpe: null },
            { id: 'r3', machineId: 'm-bench', weight: 80, reps: 7, date: '2026-11-20', sequence: 3 },
          ],
        }),
      );
      expect(rated.sets.map((set) => set.rpe)).toEqual([8.5, undefined, undefined]);
      expect('rpe' in rated.sets[1]!).toBe(false);
      expect(rated.exercises[0]!.lastDaySets[0]).toMatchObject({ entryId: 'r1', rpe: 8.5 });
    });

    it('keeps warm-ups apart, per exercise and day, oldest first: in no count of sets, volume or days', () => {
      const warmed = buildTrainingFacts(
        factsInput({
          warmups: [
            { machineId: 'm-squat', date: '2026-11-21', sets: 2 },
            { machineId: 'm-bench', date: '2026-11-22', sets: 1 },
            { machineId: 'm-bench', date: '2026-11-10', sets: 3 },
            { machineId: 'm-gone', date: '2026-11-22', sets: 5 },
          ],
        }),
      );
      expect(warmed.warmups).toEqual([
        { machineId: 'm-bench', machine: 'Bankdrücken', date: '2026-11-10', sets: 3 },
        { machineId: 'm-squat', machine: 'Kniebeugen', date: '2026-11-21', sets: 2 },
        { machineId: 'm-bench', machine: 'Bankdrücken', date: '2026-11-22', sets: 1 },
      ]);
      expect(warmed.totalEntries).toBe(facts.totalEntries);
      expect(warmed.periods.week).toEqual(facts.periods.week);
      expect(warmupSetsBetween(warmed.warmups, '2026-11-16', '2026-11-22')).toBe(3);
      expect(warmupSetsBetween(warmed.warmups, '2026-11-16', '2026-11-22', 'm-bench')).toBe(1);
      expect(warmupSetsBetween(warmed.warmups, '2026-11-23', '2026-11-29')).toBe(0);
    });

    it('lists the newest trainings first with their start as a Berlin day and time, summer and winter', () => {
      const trained = buildTrainingFacts(
        factsInput({
          trainings: [
            training('Push A', '2025-09-15T05:48:00.000Z', 65),
            // 23:30 UTC on 21 November is 00:30 on the 22nd in Berlin.
            training('Spät', '2026-11-21T23:30:00.000Z', null),
            training('Legs A', '2025-09-19T07:30:00+02:00', 72),
          ],
          trainingCount: 3,
        }),
      );
      expect(trained.trainings).toEqual([
        { title: 'Spät', date: '2026-11-22', time: '00:30', durationMin: null, workSets: 4, warmupSets: 1 },
        { title: 'Legs A', date: '2025-09-19', time: '07:30', durationMin: 72, workSets: 4, warmupSets: 1 },
        { title: 'Push A', date: '2025-09-15', time: '07:48', durationMin: 65, workSets: 4, warmupSets: 1 },
      ]);
      expect(trained.trainingCount).toBe(3);
    });

    it('knows at most the last 20 trainings by name, and how many there are in all', () => {
      const many = Array.from({ length: 25 }, (_, index) => training(`T${index}`, new Date(Date.UTC(2026, 9, 1 + index, 8)).toISOString()));
      const trained = buildTrainingFacts(factsInput({ trainings: many, trainingCount: 40 }));
      expect(trained.trainings).toHaveLength(RECENT_TRAININGS);
      expect(trained.trainings[0]!.title).toBe('T24');
      expect(trained.trainingCount).toBe(40);
      expect(buildTrainingFacts(factsInput({ trainings: many.slice(0, 2) })).trainingCount).toBe(2);
      expect(facts).toMatchObject({ trainings: [], trainingCount: 0, warmups: [] });
    });
  });
});
