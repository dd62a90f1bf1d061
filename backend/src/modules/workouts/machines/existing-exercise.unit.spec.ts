import { describe, expect, it } from '@jest/globals';
import { movementOf } from '../../exercises/index.js';
import { existingExerciseFor, existingForRename } from './existing-exercise.js';

const kniebeugen = { id: 'squat', name: 'Kniebeugen' };
const latzug = { id: 'lat', name: 'Latzug' };
const beinpresse = { id: 'press', name: 'Beinpresse' };
const lifter = [kniebeugen, latzug, beinpresse];

describe('the exercise a name already is', () => {
  it('is the one of that name in any case', () => {
    expect(existingExerciseFor('KNIEBEUGEN', lifter, movementOf)).toEqual({ exercise: kniebeugen, by: 'name' });
  });

  it('is the one whose name spells the same catalogue movement: singular and plural, another alias, English', () => {
    expect(existingExerciseFor('Kniebeuge', lifter, movementOf)).toEqual({ exercise: kniebeugen, by: 'movement' });
    expect(existingExerciseFor('Squats', lifter, movementOf)).toEqual({ exercise: kniebeugen, by: 'movement' });
    expect(existingExerciseFor('Latziehen', lifter, movementOf)).toEqual({ exercise: latzug, by: 'movement' });
  });

  it('is none for a new movement, a resemblance or a typo: those stay new exercises', () => {
    expect(existingExerciseFor('Bankdrücken', lifter, movementOf)).toBeNull();
    expect(existingExerciseFor('Beinpresse 45', lifter, movementOf)).toBeNull();
    expect(existingExerciseFor('Kniebuege', lifter, movementOf)).toBeNull();
    expect(existingExerciseFor('Mein Spezialgerät', [{ id: 'x', name: 'Mein Gerät' }], movementOf)).toBeNull();
    expect(existingExerciseFor('Kniebeuge', [], movementOf)).toBeNull();
  });

  it('prefers the same name to a twin of the movement, and among twins the first listed (the most recently used)', () => {
    const kniebeuge = { id: 'squat-2', name: 'Kniebeuge' };
    expect(existingExerciseFor('kniebeuge', [kniebeugen, kniebeuge], movementOf)?.exercise).toBe(kniebeuge);
    expect(existingExerciseFor('Squat', [kniebeuge, kniebeugen], movementOf)?.exercise).toBe(kniebeuge);
    expect(existingExerciseFor('Squat', [kniebeugen, kniebeuge], movementOf)?.exercise).toBe(kniebeugen);
  });

  it('asks only the movement it is given, so any catalogue works', () => {
    const sameLetters = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '') || null;
    expect(existingExerciseFor('Bein-Presse', lifter, sameLetters)).toEqual({ exercise: beinpresse, by: 'movement' });
    expect(existingExerciseFor('Beinpresse', lifter, () => null)).toEqual({ exercise: beinpresse, by: 'name' });
  });
});

describe('the exercise a rename would make a twin of', () => {
  it('is another one of that name or movement, never the renamed one itself', () => {
    expect(existingForRename(beinpresse, 'latzug', lifter, movementOf)).toEqual({ exercise: latzug, by: 'name' });
    expect(existingForRename(beinpresse, 'Kniebeuge', lifter, movementOf)).toEqual({ exercise: kniebeugen, by: 'movement' });
    expect(existingForRename(kniebeugen, 'KNIEBEUGEN', lifter, movementOf)).toBeNull();
    expect(existingForRename(beinpresse, 'Beinpresse 45', lifter, movementOf)).toBeNull();
  });

  it('is none for a new spelling of its own movement, even beside a twin from before', () => {
    const squats = { id: 'squat-2', name: 'Squats' };
    expect(existingForRename(kniebeugen, 'Kniebeuge', [...lifter, squats], movementOf)).toBeNull();
    expect(existingForRename(kniebeugen, 'squats', [...lifter, squats], movementOf)).toEqual({ exercise: squats, by: 'name' });
  });
});
