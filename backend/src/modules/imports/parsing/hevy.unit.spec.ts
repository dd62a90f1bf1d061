import { describe, expect, it } from '@jest/globals';
import { readImportFixture } from '../../../../test/fixtures/imports/read-fixture.js';

describe('Hevy', () => {
  it('reads trainings in kg with their durations, descriptions and quoted line breaks', async () => {
    const { format, rows, sets, skipped } = await readImportFixture('hevy-kg.csv');
    expect(format).toEqual({ format: 'hevy', unit: 'kg', delimiter: ',' });
    expect(rows).toHaveLength(24);
    expect(sets).toHaveLength(21);
    expect(skipped).toHaveLength(3);
    const trainings = [...new Set(sets.map((set) => set.training))];
    expect(trainings.map(({ title, startedAt, durationMin, notes }) => [title, startedAt.toISOString(), durationMin, notes])).toEqual([
      ['Push A', '2025-09-15T05:48:00.000Z', 65, 'Gute Einheit.\nSchulter fühlte sich stabil an.'],
      ['Pull A', '2025-09-17T16:30:00.000Z', 58, null],
      ['Legs A', '2025-09-19T05:30:00.000Z', 72, null],
    ]);
    // Each row of "Push A" spans two lines (its description): the next training starts on line 20.
    expect(sets.filter((set) => set.training === trainings[0]).map((set) => set.line)).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18]);
    expect(sets.find((set) => set.training === trainings[1])?.line).toBe(20);
  });

  it('reads set types, positions from set_index, exercise notes and RPE', async () => {
    const { sets } = await readImportFixture('hevy-kg.csv');
    const bench = sets.filter((set) => set.exerciseName === 'Bench Press (Barbell)');
    expect(bench.map((set) => [set.position, set.setType, set.weight, set.unit, set.reps, set.rpe])).toEqual([
      [1, 'warmup', 40, 'kg', 10, null],
      [2, 'normal', 80, 'kg', 8, 8],
      [3, 'normal', 80, 'kg', 8, 8.5],
      [4, 'failure', 80, 'kg', 6, 10],
    ]);
    expect(bench[0]!.notes).toBe('Griff eine Fingerbreite enger');
    // A superset: incline press and lateral raises alternate, each keeps its own positions.
    expect(sets.filter((set) => set.exerciseName === 'Incline Bench Press (Dumbbell)').map((set) => set.position)).toEqual([1, 2]);
    expect(sets.filter((set) => set.exerciseName === 'Lateral Raise (Dumbbell)').map((set) => [set.position, set.setType])).toEqual([
      [1, 'normal'],
      [2, 'dropset'],
    ]);
    expect(sets.find((set) => set.exerciseName === 'Pull Up')).toMatchObject({ weight: 0, reps: 8 });
    expect(sets.find((set) => set.exerciseName === 'Zercher Squat (Barbell)')).toMatchObject({ line: 27, notes: 'Neu ausprobiert' });
  });

  it('skips carries, planks and cardio, which have distance or time instead of reps', async () => {
    const { skipped } = await readImportFixture('hevy-kg.csv');
    expect(skipped.map(({ line, code }) => [line, code])).toEqual([
      [26, 'import.row_not_weights'],
      [33, 'import.row_not_weights'],
      [34, 'import.row_not_weights'],
    ]);
    expect(skipped[0]!.message).toBe('"Farmer\'s Walk (Dumbbell)" hat Zeit oder Strecke statt Gewicht und Wiederholungen.');
  });

  it('reads weight_lbs as pounds', async () => {
    const { format, sets, skipped } = await readImportFixture('hevy-lbs.csv');
    expect(format).toEqual({ format: 'hevy', unit: 'lb', delimiter: ',' });
    expect(sets.map((set) => [set.line, set.exerciseName, set.weight, set.unit, set.reps])).toEqual([
      [2, 'Bench Press (Barbell)', 95, 'lb', 10],
      [3, 'Bench Press (Barbell)', 185, 'lb', 5],
      [4, 'Bench Press (Barbell)', 185, 'lb', 5],
      [5, 'Bent Over Row (Barbell)', 135, 'lb', 8],
      [7, 'Bent Over Row (Barbell)', 135, 'lb', 8],
      [9, 'Squat (Barbell)', 225, 'lb', 5],
      [10, 'Squat (Barbell)', 225, 'lb', 5],
      [11, 'Leg Press (Machine)', 360, 'lb', 12],
    ]);
    expect(sets[3]!.notes).toBe('Strict, no hip drive\nPause at the chest');
    expect(sets[5]!.training).toMatchObject({ title: 'Lower', notes: 'Knees felt great', durationMin: 66 });
    expect(skipped.map(({ line, code }) => [line, code])).toEqual([[12, 'import.row_not_weights']]);
  });
});
