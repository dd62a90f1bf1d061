import { namesExercise, renamesAfterMerge } from './merge-renames.js';

const day = (id: string, ...names: string[]) => ({
  id,
  name: id,
  exercises: names.map((exercise_name) => ({ exercise_name, sets: 3, reps: '8', target_weight: null })),
});

describe('renaming plan exercises after a merge', () => {
  const days = [day('d1', 'Bankdrücken', 'Latzug'), day('d2', 'latzug', 'Kniebeuge', '  Latzug  '), day('d3', 'Latziehen')];

  it('finds a plan naming the exercise regardless of case and white space', () => {
    expect(namesExercise(days, 'LATZUG')).toBe(true);
    expect(namesExercise(days, 'Lat  zug')).toBe(false);
    expect(namesExercise(days, 'Beinpresse')).toBe(false);
  });

  it('lists each exercise named like the merged one, by day and place', () => {
    expect(renamesAfterMerge(days, 'Latzug', 'Latziehen')).toEqual([
      { dayId: 'd1', index: 1 },
      { dayId: 'd2', index: 0 },
      { dayId: 'd2', index: 2 },
    ]);
  });

  it('leaves an exercise already spelled as the kept one', () => {
    expect(renamesAfterMerge(days, 'latziehen', 'Latziehen')).toEqual([]);
    expect(renamesAfterMerge(days, 'Latzug', 'latzug')).toEqual([
      { dayId: 'd1', index: 1 },
      { dayId: 'd2', index: 2 },
    ]);
  });
});
