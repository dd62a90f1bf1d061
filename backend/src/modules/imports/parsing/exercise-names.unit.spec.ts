import { describe, expect, it } from '@jest/globals';
import { catalogueIndex } from '../../exercises/index.js';
import { catalogueEntryForImportedName } from './exercise-names.js';
import type { CatalogueLookup } from './exercise-names.js';

const idOf = (name: string) => catalogueEntryForImportedName(name, catalogueIndex)?.id ?? null;

describe('exercise names of Strong and Hevy in the catalogue', () => {
  it.each([
    ['Squat (Barbell)', 'back-squat'],
    ['Front Squat (Barbell)', 'front-squat'],
    ['Squat (Smith Machine)', 'smith-machine-squat'],
    ['Hack Squat (Machine)', 'hack-squat'],
    ['Deadlift (Barbell)', 'deadlift'],
    ['Deadlift (Trap bar)', 'trap-bar-deadlift'],
    ['Sumo Deadlift (Barbell)', 'sumo-deadlift'],
    ['Romanian Deadlift (Barbell)', 'romanian-deadlift'],
    ['Bench Press (Barbell)', 'bench-press'],
    ['Bench Press (Dumbbell)', 'dumbbell-bench-press'],
    ['Bench Press (Smith Machine)', 'smith-machine-bench-press'],
    ['Incline Bench Press (Barbell)', 'incline-bench-press'],
    ['Chest Press (Machine)', 'chest-press-machine'],
    ['Incline Chest Press (Machine)', 'incline-chest-press'],
    ['Chest Dip', 'dips'],
    ['Overhead Press (Barbell)', 'overhead-press'],
    ['Overhead Press (Dumbbell)', 'dumbbell-shoulder-press'],
    ['Shoulder Press (Dumbbell)', 'dumbbell-shoulder-press'],
    ['Shoulder Press (Machine)', 'shoulder-press-machine'],
    ['Arnold Press (Dumbbell)', 'arnold-press'],
    ['Lateral Raise (Dumbbell)', 'lateral-raise'],
    ['Lateral Raise (Cable)', 'cable-lateral-raise'],
    ['Lateral Raise (Machine)', 'lateral-raise-machine'],
    ['Front Raise (Dumbbell)', 'front-raise'],
    ['Reverse Fly (Dumbbell)', 'bent-over-lateral-raise'],
    ['Reverse Fly (Machine)', 'reverse-pec-deck'],
    ['Face Pull (Cable)', 'face-pull'],
    ['Shrug (Barbell)', 'shrugs'],
    ['Shrug (Dumbbell)', 'shrugs'],
    ['Bent Over Row (Barbell)', 'barbell-row'],
    ['Pendlay Row (Barbell)', 'pendlay-row'],
    ['Seated Row (Cable)', 'seated-cable-row'],
    ['Seated Row (Machine)', 'seated-row-machine'],
    ['Seated Cable Row - V Grip (Cable)', 'seated-cable-row'],
    ['T Bar Row', 't-bar-row'],
    ['Lat Pulldown (Cable)', 'lat-pulldown'],
    ['Lat Pulldown (Machine)', 'lat-pulldown'],
    ['Lat Pulldown - Close Grip (Cable)', 'close-grip-lat-pulldown'],
    ['Pull Up', 'pull-up'],
    ['Pull Up (Weighted)', 'pull-up'],
    ['Pull Up (Assisted)', 'assisted-pull-up-machine'],
    ['Chin Up', 'chin-up'],
    ['Bicep Curl (Barbell)', 'barbell-curl'],
    ['Bicep Curl (Dumbbell)', 'biceps-curl'],
    ['Hammer Curl (Dumbbell)', 'hammer-curl'],
    ['Preacher Curl (Barbell)', 'preacher-curl'],
    ['Concentration Curl (Dumbbell)', 'concentration-curl'],
    ['Triceps Pushdown (Cable)', 'triceps-pushdown'],
    ['Triceps Pushdown (Cable - Straight Bar)', 'triceps-pushdown'],
    ['Skullcrusher (Barbell)', 'skull-crusher'],
    ['Overhead Triceps Extension (Cable)', 'overhead-triceps-extension'],
    ['Leg Press', 'leg-press'],
    ['Leg Press (Machine)', 'leg-press'],
    ['Leg Extension (Machine)', 'leg-extension'],
    ['Lying Leg Curl (Machine)', 'lying-leg-curl'],
    ['Seated Leg Curl (Machine)', 'seated-leg-curl'],
    ['Hip Thrust (Barbell)', 'hip-thrust'],
    ['Hip Abductor (Machine)', 'hip-abduction'],
    ['Hip Adductor (Machine)', 'hip-adduction'],
    ['Calf Raise', 'standing-calf-raise'],
    ['Calf Raise (Machine)', 'standing-calf-raise'],
    ['Seated Calf Raise (Machine)', 'seated-calf-raise'],
    ['Bulgarian Split Squat', 'bulgarian-split-squat'],
    ['Good Morning (Barbell)', 'good-morning'],
    ['Plank', 'plank'],
    ['Push Up', 'push-up'],
    ['Hanging Leg Raise', 'hanging-leg-raise'],
    ['Farmer’s Walk (Dumbbell)', 'farmers-carry'],
    ["Farmer's Walk (Dumbbell)", 'farmers-carry'],
    ['Running', 'running'],
    ['Incline Bench Press (Dumbbell)', 'incline-dumbbell-press'],
    ['Romanian Deadlift (Dumbbell)', 'romanian-deadlift'],
    ['Bent Over Row (Dumbbell)', 'dumbbell-row'],
    ['Bicep Curl (Cable)', 'cable-curl'],
    ['Lunge (Dumbbell)', 'lunges'],
    ['Goblet Squat (Kettlebell)', 'goblet-squat'],
    ['Chest Fly (Dumbbell)', 'dumbbell-fly'],
    ['Triceps Extension (Dumbbell)', 'overhead-triceps-extension'],
    ['Triceps Rope Pushdown', 'triceps-pushdown'],
  ])('%s is %s', (name, id) => {
    expect(idOf(name)).toBe(id);
  });

  it.each([
    ['Kniebeuge (Langhantel)', 'back-squat'],
    ['Bankdrücken (Langhantel)', 'bench-press'],
    ['Bankdrücken (Kurzhantel)', 'dumbbell-bench-press'],
    ['Kreuzheben (Langhantel)', 'deadlift'],
    ['Latzug (Kabel)', 'lat-pulldown'],
    ['Schulterdrücken (Langhantel)', 'overhead-press'],
    ['Rudern sitzend (Kabel)', 'seated-cable-row'],
    ['Beinpresse', 'leg-press'],
    ['Wadenheben (Maschine)', 'standing-calf-raise'],
  ])("Strong's German name %s is %s", (name, id) => {
    expect(idOf(name)).toBe(id);
  });

  it('files a name under nothing rather than under the wrong equipment or a mere resemblance', () => {
    expect(idOf('Zercher Squat (Barbell)')).toBeNull();
    // Not the barbell's back squat: the catalogue has no dumbbell squat.
    expect(idOf('Squat (Dumbbell)')).toBeNull();
    expect(idOf('Mein Spezialgerät')).toBeNull();
    expect(idOf('')).toBeNull();
  });

  it('returns the id and the German name', () => {
    expect(catalogueEntryForImportedName('Squat (Barbell)', catalogueIndex)).toEqual({ id: 'back-squat', name: 'Kniebeugen' });
  });

  it('asks the catalogue with the bracket before and after the name, then the name alone for the same equipment', () => {
    const asked: string[] = [];
    const catalogue: CatalogueLookup = {
      entryOf(name) {
        asked.push(name);
        return name === 'Row' ? { id: 'row', name: 'Rudern', equipment: ['cable'] } : null;
      },
    };
    expect(catalogueEntryForImportedName('Row (Dumbbell)', catalogue)).toBeNull();
    expect(asked).toEqual(['Dumbbell Row', 'Row Dumbbell', 'Kurzhantel Row', 'Row Kurzhantel', 'Row']);
    expect(catalogueEntryForImportedName('Row (Machine)', catalogue)).toEqual({ id: 'row', name: 'Rudern' });
    expect(catalogueEntryForImportedName('Row', catalogue)).toEqual({ id: 'row', name: 'Rudern' });
    expect(catalogueEntryForImportedName('Row (Weighted)', catalogue)).toEqual({ id: 'row', name: 'Rudern' });
  });
});
