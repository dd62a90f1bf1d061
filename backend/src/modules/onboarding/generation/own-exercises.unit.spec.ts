import { describe, expect, it } from '@jest/globals';
import { catalogueIdOf, catalogueIndex } from '../../exercises/index.js';
import type { OwnExercise } from './own-exercises.js';
import { withOwnExercises } from './own-exercises.js';

const entryOf = (name: string) => catalogueIndex.entryOf(name);
const own = (...names: string[]): OwnExercise[] => names.map((name) => ({ name, catalogueId: catalogueIdOf(name) }));
const day = (name: string, ...exercises: string[]) => ({
  day_name: name,
  exercises: exercises.map((exercise_name) => ({ exercise_name, sets: 3, reps: '8-12' })),
});
const names = (days: { exercises: { exercise_name: string }[] }[]) => days.map((planned) => planned.exercises.map((exercise) => exercise.exercise_name));

describe('a generated plan in the lifter’s own words', () => {
  it('names a movement the lifter logs by the lifter’s name, keeping sets and reps', () => {
    const plan = [day('Beine', 'Kniebeugen', 'Beinpresse'), day('Rücken', 'Latzug', 'Kabelrudern')];
    const result = withOwnExercises(plan, own('Kniebeuge', 'Latziehen'), entryOf);
    expect(names(result)).toEqual([
      ['Kniebeuge', 'Beinpresse'],
      ['Latziehen', 'Kabelrudern'],
    ]);
    expect(result[0]!.exercises[0]).toEqual({ exercise_name: 'Kniebeuge', sets: 3, reps: '8-12' });
  });

  it('puts an own movement the plan lacks in the place of one of the same pattern and category', () => {
    const plan = [day('Beine', 'Goblet Squat', 'Beinstrecker'), day('Rücken', 'Klimmzüge', 'Langhantelrudern')];
    expect(names(withOwnExercises(plan, own('Kniebeuge', 'Latziehen'), entryOf))).toEqual([
      ['Kniebeuge', 'Beinstrecker'],
      ['Latziehen', 'Langhantelrudern'],
    ]);
  });

  it('leaves the plan as it is for a lifter without matching exercises, and never swaps in another category', () => {
    const plan = [day('Arme', 'Enges Bankdrücken', 'Bizepscurls')];
    expect(withOwnExercises(plan, own('Mein Spezialgerät'), entryOf)).toBe(plan);
    expect(names(withOwnExercises(plan, own('Bankdrücken'), entryOf))).toEqual([['Enges Bankdrücken', 'Bizepscurls']]);
  });

  it('uses an own movement once per day, the most recently used twin first', () => {
    const plan = [day('Beine', 'Kniebeugen', 'Frontkniebeugen')];
    expect(names(withOwnExercises(plan, own('Squat', 'Kniebeuge'), entryOf))).toEqual([['Squat', 'Frontkniebeugen']]);
  });
});
