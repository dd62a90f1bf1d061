import { mergeCandidates, mergeDirection } from './merge-direction';

const squat = { id: 's', name: 'Kniebuege', catalogue_id: 'back-squat' };
const twin = { id: 't', name: 'Kniebeugen', catalogue_id: 'back-squat' };
const bench = { id: 'b', name: 'Bankdrücken', catalogue_id: 'bench-press' };
const own = { id: 'o', name: 'Adduktoren', catalogue_id: null };

describe('merging two exercises', () => {
  it('offers the twins of the open exercise first, then the others by name, never the open one', () => {
    expect(mergeCandidates(squat, [bench, squat, own, twin]).map((exercise) => exercise.name)).toEqual(['Kniebeugen', 'Adduktoren', 'Bankdrücken']);
    expect(mergeCandidates(own, [bench, squat, own]).map((exercise) => exercise.name)).toEqual(['Bankdrücken', 'Kniebuege']);
  });

  it('moves the other into the open one, or the open one into the other: either side can start it', () => {
    expect(mergeDirection(squat, twin, 'this')).toEqual({ moving: twin, staying: squat });
    expect(mergeDirection(squat, twin, 'other')).toEqual({ moving: squat, staying: twin });
  });
});
