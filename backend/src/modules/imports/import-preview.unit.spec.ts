import { describe, expect, it } from '@jest/globals';
import { catalogueIndex } from '../exercises/index.js';
import { chooseExercises } from './exercise-choice.js';
import { previewOf } from './import-preview.js';
import { readFile } from './read-file.js';
import { importFixtureBytes } from '../../../test/fixtures/imports/read-fixture.js';

describe('previewOf', () => {
  it('sums up a Strong export in pounds: trainings, sets, warm-ups, dates, exercises and skipped rows', async () => {
    const file = await readFile(importFixtureBytes('strong-bad-rows.csv'), null);
    const preview = previewOf(
      file,
      chooseExercises(
        file.sets.map((set) => set.exerciseName),
        catalogueIndex,
        [],
      ),
    );
    expect(preview).toMatchObject({ format: 'strong', unit: 'kg', unit_assumed: true, sets: file.sets.length, sets_skipped: file.skipped.length });
    expect(preview.first_date).toBe('2025-09-15');
    expect(preview.exercises.reduce((sum, exercise) => sum + exercise.sets, 0)).toBe(file.sets.length);
    expect(preview.exercises.every((exercise) => exercise.status === 'new')).toBe(true);
    expect(preview.skipped[0]).toEqual({ line: 6, code: 'import.row_bad_reps', message: 'Wiederholungen "abc" sind keine Zahl.' });
  });

  it("takes the lifter's unit over the guess", async () => {
    const file = await readFile(importFixtureBytes('strong-classic-lb.csv'), 'kg');
    expect(file.unit).toBe('kg');
    expect((await readFile(importFixtureBytes('strong-classic-lb.csv'), null)).unit).toBe('lb');
  });
});
