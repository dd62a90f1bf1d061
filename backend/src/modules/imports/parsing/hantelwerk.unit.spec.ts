import { describe, expect, it } from '@jest/globals';
import { readImportFixture } from '../../../../test/fixtures/imports/read-fixture.js';

describe("Hantelwerk's own export", () => {
  it('reads the export as it is: BOM, semicolons, CRLF, decimal commas, one training a day', async () => {
    const { format, sets, skipped } = await readImportFixture('hantelwerk-export.csv');
    expect(format).toEqual({ format: 'hantelwerk', unit: 'kg', delimiter: ';' });
    expect(skipped).toEqual([]);
    expect(sets.map((set) => [set.line, set.exerciseName, set.position, set.setType, set.weight, set.unit, set.reps, set.rpe])).toEqual([
      [2, 'Bankdrücken', 1, 'normal', 80, 'kg', 8, null],
      [3, 'Bankdrücken', 2, 'normal', 80, 'kg', 8, null],
      [4, 'Bankdrücken', 3, 'normal', 82.5, 'kg', 6, null],
      [5, 'Brustpresse', 1, 'normal', 55, 'kg', 12, null],
      [6, 'Brustpresse', 2, 'normal', 55, 'kg', 11, null],
      [7, 'Kreuzheben', 1, 'normal', 140, 'kg', 5, null],
      [8, 'Kreuzheben', 2, 'normal', 140, 'kg', 5, null],
      [9, 'Latzug', 1, 'normal', 60, 'kg', 10, null],
      [10, '=Mein Spezialgerät', 1, 'normal', 25, 'kg', 12, null],
      [11, 'Latzug', 2, 'normal', 60, 'kg', 9, null],
      [13, 'Kniebeugen', 1, 'normal', 110, 'kg', 5, null],
      [14, 'Kniebeugen', 2, 'normal', 110, 'kg', 5, null],
      [15, 'Beinstrecker', 1, 'normal', 50, 'kg', 12, null],
    ]);
    const trainings = [...new Set(sets.map((set) => set.training))];
    // Noon in Berlin, so that the day stays the day wherever the lifter is near.
    expect(trainings).toEqual([
      { title: 'Training', startedAt: new Date('2025-09-15T10:00:00Z'), durationMin: null, notes: null },
      { title: 'Training', startedAt: new Date('2025-09-17T10:00:00Z'), durationMin: null, notes: null },
      { title: 'Training', startedAt: new Date('2025-09-19T10:00:00Z'), durationMin: null, notes: null },
    ]);
  });

  it('drops the apostrophe before formula characters and keeps quoted notes whole', async () => {
    const { sets } = await readImportFixture('hantelwerk-export.csv');
    expect(sets.find((set) => set.line === 4)?.notes).toBe('Neuer Rekord; sauber');
    expect(sets.find((set) => set.line === 8)?.notes).toBe('-5 kg nächstes Mal, Rücken zwickt');
    expect(sets.find((set) => set.line === 11)?.notes).toBe('Zeile eins\nZeile zwei');
  });

  it('reads the new columns: trainings with their start, set types in English and German, RPE', async () => {
    const { format, sets } = await readImportFixture('hantelwerk-export-trainings.csv');
    expect(format).toEqual({ format: 'hantelwerk', unit: 'kg', delimiter: ';' });
    expect(sets.map((set) => [set.line, set.training.title, set.exerciseName, set.position, set.setType, set.weight, set.reps, set.rpe])).toEqual([
      [2, 'Push', 'Bankdrücken', 1, 'warmup', 40, 10, null],
      [3, 'Push', 'Bankdrücken', 2, 'normal', 82.5, 6, 8],
      [4, 'Push', 'Bankdrücken', 3, 'failure', 82.5, 5, 10],
      [5, 'Push', 'Bankdrücken', 4, 'dropset', 60, 10, null],
      [6, 'Push', 'Seitheben', 1, 'normal', 10, 15, null],
      [7, 'Cardio', 'Kniebeugen', 1, 'warmup', 60, 5, null],
      [8, 'Cardio', 'Kniebeugen', 2, 'normal', 100, 5, 8.5],
      [9, 'Cardio', 'Kniebeugen', 3, 'failure', 100, 7, 10],
      [10, 'Cardio', 'Kniebeugen', 4, 'dropset', 70, 10, null],
      [11, 'Pull', 'Kreuzheben', 1, 'normal', 145, 3, 9],
      [12, 'Pull', 'Klimmzüge', 1, 'normal', 0, 8, null],
    ]);
    // Two trainings on one day stay two.
    const trainings = [...new Set(sets.map((set) => set.training))];
    expect(trainings.map((training) => [training.title, training.startedAt.toISOString()])).toEqual([
      ['Push', '2025-10-06T05:40:00.000Z'],
      ['Cardio', '2025-10-06T16:30:00.000Z'],
      ['Pull', '2025-10-08T16:05:00.000Z'],
    ]);
  });
});
