import { describe, expect, it } from '@jest/globals';
import { catalogueIndex } from '../exercises/index.js';
import { chooseExercises } from './exercise-choice.js';

const lifter = [
  { id: 'm-squat', name: 'Kniebeugen', catalogue_id: 'squat' },
  { id: 'm-own', name: 'Zercher Kniebeuge', catalogue_id: null },
];

describe('chooseExercises', () => {
  it("joins the lifter's exercise of the catalogue entry a name means", () => {
    const [squat] = chooseExercises(['Squat (Barbell)'], catalogueIndex, [{ ...lifter[0]!, catalogue_id: catalogueIndex.entryOf('Kniebeugen')!.id }]);
    expect(squat).toMatchObject({ importedName: 'Squat (Barbell)', machineId: 'm-squat', name: 'Kniebeugen' });
  });

  it('creates one exercise, named as the catalogue names it, for every name of the same entry', () => {
    const choices = chooseExercises(['Lat Pulldown (Cable)', 'Latzug', 'Lat Pulldown (Cable)'], catalogueIndex, []);
    expect(choices).toHaveLength(2);
    expect(new Set(choices.map((choice) => choice.key)).size).toBe(1);
    expect(choices[0]).toMatchObject({ machineId: null, name: 'Latzug', catalogueId: catalogueIndex.entryOf('Latzug')!.id });
  });

  it("keeps a name the catalogue does not know, joining the lifter's exercise of that name whatever its case", () => {
    const [own, fresh] = chooseExercises(['zercher  kniebeuge', 'Zercher Squat (Barbell)'], catalogueIndex, lifter);
    expect(own).toMatchObject({ machineId: 'm-own', name: 'Zercher Kniebeuge', catalogueId: null });
    expect(fresh).toMatchObject({ machineId: null, name: 'Zercher Squat (Barbell)', catalogueId: null });
  });

  it('cuts a name longer than an exercise may be', () => {
    const [long] = chooseExercises(['x'.repeat(300)], catalogueIndex, []);
    expect(long!.name).toHaveLength(100);
  });
});
