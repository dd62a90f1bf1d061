import { describe, expect, it } from '@jest/globals';
import { readImportFixture } from '../../../../test/fixtures/imports/read-fixture.js';
import type { ImportedSet } from './types.js';

/** A set in a line: where it is, what it is. */
const brief = (set: ImportedSet) => [set.line, set.exerciseName, set.position, set.setType, set.weight, set.unit, set.reps, set.rpe];

describe('Strong classic (comma, no unit)', () => {
  it('reads five trainings with their sets, warm-ups and letters', async () => {
    const { format, rows, sets, skipped } = await readImportFixture('strong-classic.csv');
    expect(format).toEqual({ format: 'strong', unit: null, delimiter: ',' });
    expect(rows).toHaveLength(60);
    expect(sets).toHaveLength(53);
    expect(skipped).toHaveLength(7);

    const trainings = [...new Set(sets.map((set) => set.training))];
    expect(trainings.map(({ title, startedAt, durationMin }) => [title, startedAt.toISOString(), durationMin])).toEqual([
      ['Push', '2025-09-15T05:48:00.000Z', 65],
      ['Pull', '2025-09-17T16:30:00.000Z', 58],
      ['Beine', '2025-09-19T05:30:00.000Z', 72],
      ['Push', '2025-09-22T05:45:00.000Z', 60],
      ['Pull', '2025-09-24T16:10:00.000Z', 52],
    ]);
    expect(trainings[1]!.notes).toBe('Rücken gut aufgewärmt.\nNächstes Mal 145 kg versuchen.');
    expect(trainings[0]!.notes).toBeNull();

    const bench = sets.filter((set) => set.training === trainings[0] && set.exerciseName === 'Bench Press (Barbell)');
    expect(bench.map(brief)).toEqual([
      [2, 'Bench Press (Barbell)', 1, 'warmup', 40, null, 10, null],
      [3, 'Bench Press (Barbell)', 2, 'warmup', 60, null, 5, null],
      [4, 'Bench Press (Barbell)', 1, 'normal', 80, null, 8, null],
      [6, 'Bench Press (Barbell)', 2, 'normal', 80, null, 8, 8.5],
      [7, 'Bench Press (Barbell)', 3, 'normal', 80, null, 7, 9],
      // D counts by appearance: the sixth bench set of the training.
      [8, 'Bench Press (Barbell)', 6, 'dropset', 60, null, 10, null],
    ]);
    expect(bench[4]!.notes).toBe('Letzte Wdh. zäh');
    expect(sets.find((set) => set.line === 13)).toMatchObject({ exerciseName: 'Chest Press (Machine)', setType: 'failure', position: 3 });
  });

  it('counts a quoted line break as a line, for the sets after it too', async () => {
    const { sets } = await readImportFixture('strong-classic.csv');
    // Every row of "Pull" carries a two-line workout note: its records start on every other line.
    const pull = sets.filter((set) => set.training.title === 'Pull' && set.training.startedAt.getUTCDate() === 17);
    expect(pull.map((set) => set.line)).toEqual([16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38]);
    const squat = sets.filter((set) => set.exerciseName === 'Squat (Barbell)');
    expect(squat.map((set) => set.line)).toEqual([44, 45, 46, 47, 48]);
    expect(squat[4]!.notes).toBe('Tiefe gut, Knie stabil\nletzte Wdh. langsam');
    expect(sets.find((set) => set.exerciseName === 'Zercher Squat (Barbell)')?.line).toBe(50);
    expect(sets.at(-1)).toMatchObject({ line: 75, exerciseName: 'Hammer Curl (Dumbbell)', position: 2, weight: 16, reps: 9 });
  });

  it('skips rest timers, planks, runs, carries without reps and sets without reps, each with its line', async () => {
    const { skipped } = await readImportFixture('strong-classic.csv');
    expect(skipped.map(({ line, code }) => [line, code])).toEqual([
      [5, 'import.row_rest_timer'],
      [40, 'import.row_not_weights'], // Farmer's Walk: 32 kg over 40 m
      [42, 'import.row_not_weights'],
      [56, 'import.row_not_weights'], // Plank
      [57, 'import.row_not_weights'],
      [66, 'import.row_no_reps'],
      [76, 'import.row_not_weights'], // Running
    ]);
    expect(skipped[0]!.message).toBe('Pausen-Timer, kein Satz.');
    expect(skipped[3]!.message).toBe('"Plank" hat Zeit oder Strecke statt Gewicht und Wiederholungen.');
    expect(skipped[5]!.message).toBe('"Lateral Raise (Dumbbell)" hat keine Wiederholungen.');
  });

  it('reads an empty weight as 0 (bodyweight)', async () => {
    const { sets } = await readImportFixture('strong-classic.csv');
    expect(sets.filter((set) => set.exerciseName === 'Chest Dip').map((set) => [set.line, set.weight, set.reps])).toEqual([
      [67, 0, 12],
      [68, 0, 10],
    ]);
  });

  it('reads a file in pounds the same way, unit unknown', async () => {
    const { format, sets, skipped } = await readImportFixture('strong-classic-lb.csv');
    expect(format).toEqual({ format: 'strong', unit: null, delimiter: ',' });
    expect(sets).toHaveLength(23);
    expect(skipped).toEqual([]);
    expect(sets[1]).toMatchObject({ exerciseName: 'Squat (Barbell)', weight: 225, unit: null, reps: 5 });
  });
});

describe('bad rows', () => {
  it('are skipped with their code, line and German message, also after a note of three lines', async () => {
    const { sets, skipped } = await readImportFixture('strong-bad-rows.csv');
    expect(skipped.map(({ message, code }) => [code, message])).toEqual([
      ['import.row_bad_reps', 'Wiederholungen "abc" sind keine Zahl.'],
      ['import.row_bad_weight', 'Gewicht "-26.0" ist negativ.'],
      ['import.row_bad_date', 'Datum "gestern" ist kein lesbares Datum.'],
      ['import.row_no_exercise', 'Die Übung fehlt.'],
      ['import.row_rest_timer', 'Pausen-Timer, kein Satz.'],
      ['import.row_bad_reps', 'Wiederholungen "8.5" sind keine ganze Zahl über 0.'],
      ['import.row_bad_weight', 'Gewicht "schwer" ist keine Zahl.'],
      ['import.row_no_reps', '"Chest Press (Machine)" hat keine Wiederholungen.'],
      ['import.row_bad_date', 'Datum "2025-02-30 07:00:00" ist kein lesbares Datum.'],
    ]);
    expect(skipped.map((row) => row.line)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 16]);
    // An RPE of 11 is dropped, the set kept; the blank line 15 is no record.
    expect(sets.map((set) => [set.line, set.exerciseName, set.position, set.rpe])).toEqual([
      [2, 'Bench Press (Barbell)', 1, null],
      [3, 'Bench Press (Barbell)', 2, null],
      [14, 'Chest Press (Machine)', 4, null],
      [17, 'Triceps Pushdown (Cable)', 1, null],
    ]);
    expect(sets[1]!.notes).toBe('Erste Zeile\nZweite Zeile\nDritte Zeile');
  });
});

describe('Strong with units', () => {
  it('reads Weight (kg) and Duration (sec)', async () => {
    const { format, sets, skipped } = await readImportFixture('strong-kg.csv');
    expect(format).toEqual({ format: 'strong', unit: 'kg', delimiter: ',' });
    expect(sets).toHaveLength(11);
    expect(sets[1]).toMatchObject({ line: 3, exerciseName: 'Bench Press (Barbell)', weight: 82.5, unit: 'kg', reps: 6, rpe: 8, position: 1 });
    expect(sets[0]!.training).toMatchObject({ title: 'Oberkörper', durationMin: 65, notes: null });
    expect(sets[5]!.notes).toBe('Langsam ablassen');
    expect(sets[6]!.training).toMatchObject({ title: 'Unterkörper', durationMin: 72, notes: 'Gym war voll' });
    expect(skipped).toEqual([expect.objectContaining({ line: 13, code: 'import.row_not_weights' })]);
  });

  it('reads Weight (lbs)', async () => {
    const { format, sets, skipped } = await readImportFixture('strong-lbs.csv');
    expect(format).toEqual({ format: 'strong', unit: 'lb', delimiter: ',' });
    expect(sets.map((set) => [set.exerciseName, set.weight, set.unit])).toContainEqual(['Hip Thrust (Barbell)', 275, 'lb']);
    expect(sets).toHaveLength(8);
    expect(skipped.map((row) => [row.line, row.code])).toEqual([[10, 'import.row_not_weights']]);
  });

  it('takes each row’s unit from a Weight Unit column', async () => {
    const { format, sets } = await readImportFixture('strong-weight-unit.csv');
    expect(format).toEqual({ format: 'strong', unit: null, delimiter: ',' });
    expect(sets.map((set) => [set.exerciseName, set.weight, set.unit])).toEqual([
      ['Squat (Barbell)', 60, 'kg'],
      ['Squat (Barbell)', 100, 'kg'],
      ['Squat (Barbell)', 100, 'kg'],
      ['Bench Press (Dumbbell)', 30, 'kg'],
      ['Bench Press (Dumbbell)', 30, 'kg'],
      ['Leg Press', 200, 'lb'],
      ['Leg Press', 220, 'lb'],
      ['Seated Row (Machine)', 110, 'lb'],
      ['Pull Up', 0, null],
    ]);
  });

  it('reads Android’s file: semicolons, every field quoted, CRLF, decimal commas and points', async () => {
    const { format, sets, skipped } = await readImportFixture('strong-android.csv');
    expect(format).toEqual({ format: 'strong', unit: 'kg', delimiter: ';' });
    expect(sets.map(brief)).toEqual([
      [2, 'Bench Press (Barbell)', 1, 'warmup', 40, 'kg', 10, null],
      [3, 'Bench Press (Barbell)', 1, 'normal', 82.5, 'kg', 6, 8],
      [4, 'Bench Press (Barbell)', 2, 'normal', 82.5, 'kg', 6, 8.5],
      [5, 'Incline Bench Press (Dumbbell)', 1, 'normal', 27.5, 'kg', 10, null],
      [6, 'Triceps Pushdown (Cable)', 1, 'normal', 32.5, 'kg', 12, null],
      [7, 'Deadlift (Barbell)', 1, 'warmup', 70, 'kg', 5, null],
      [8, 'Deadlift (Barbell)', 1, 'normal', 142.5, 'kg', 5, 9],
      [9, 'Seated Row (Cable)', 1, 'normal', 57.5, 'kg', 12, null],
      [11, 'Seated Row (Cable)', 2, 'normal', 57.5, 'kg', 11, null],
    ]);
    expect(sets[2]!.notes).toBe('Pause 3 Min; sonst klappt es nicht');
    expect(sets[0]!.training).toMatchObject({ title: 'Push', durationMin: 62, notes: 'Neue Hantelbank, Polster härter' });
    expect(skipped.map((row) => [row.line, row.code])).toEqual([[10, 'import.row_rest_timer']]);
  });

  it('reads the German app’s headers, durations and names, after a BOM', async () => {
    const { format, sets } = await readImportFixture('strong-de.csv');
    expect(format).toEqual({ format: 'strong', unit: null, delimiter: ',' });
    expect(sets).toHaveLength(12);
    expect(sets[0]).toMatchObject({ line: 2, exerciseName: 'Kniebeuge (Langhantel)', setType: 'warmup', weight: 60, reps: 5 });
    expect(sets[0]!.training).toMatchObject({ title: 'Beintag', durationMin: 65, startedAt: new Date('2025-10-20T16:02:00Z') });
    expect(sets[6]!.training).toMatchObject({ title: 'Oberkörper', durationMin: 45, notes: 'Kurz, vor der Arbeit' });
    expect(sets[3]!.notes).toBe('Füße hoch');
  });
});
