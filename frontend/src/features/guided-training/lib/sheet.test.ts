import { addExercise, addSet, moveExercise, prefillOf, previousOf, sheetOfDay, valuesOf, type SheetExercise, type SheetSet } from './sheet';

const ids = () => {
  let next = 0;
  return () => `id-${++next}`;
};

const row = (setType: SheetSet['setType'] = 'normal', typed: Partial<SheetSet> = {}): SheetSet => ({
  id: 'r',
  setType,
  weight: null,
  reps: null,
  logged: null,
  ...typed,
});
const squat = (sets: SheetSet[], earlier: SheetExercise['earlier'], target: SheetExercise['target'] = null): SheetExercise => ({
  id: 'e',
  name: 'Kniebeugen',
  target,
  sets,
  earlier,
});
const lastTime = {
  previous: [
    { weight: 40, reps: 10, setType: 'warmup' as const },
    { weight: 62.5, reps: 8, setType: 'normal' as const },
    { weight: 62.5, reps: 7, setType: 'normal' as const },
  ],
  bests: { weight: 65, e1rm: 80, volume: 500 },
};

describe('a plan day as a sheet', () => {
  it('has the day’s exercises in order, each with the plan’s number of sets, at least one', () => {
    const sheet = sheetOfDay(
      [
        { exercise_name: 'Kniebeugen', sets: 3, reps: '5', target_weight: null },
        { exercise_name: 'Plank', sets: null, reps: null, target_weight: null },
      ],
      ids(),
    );
    expect(sheet.exercises.map((exercise) => [exercise.name, exercise.sets.length])).toEqual([
      ['Kniebeugen', 3],
      ['Plank', 1],
    ]);
    expect(sheet.exercises[0]!.target).toEqual({ sets: 3, reps: '5', target_weight: null });
  });

  it('takes an added exercise with one set, one more set, and moves exercises up and down but not past either end', () => {
    const newId = ids();
    let sheet = addExercise(sheetOfDay([{ exercise_name: 'Kniebeugen', sets: 1, reps: null, target_weight: null }], newId), '  Latzug ', newId);
    expect(sheet.exercises.map((exercise) => [exercise.name, exercise.target, exercise.sets.length])).toEqual([
      ['Kniebeugen', { sets: 1, reps: null, target_weight: null }, 1],
      ['Latzug', null, 1],
    ]);
    sheet = addSet(sheet, sheet.exercises[1]!.id, newId);
    expect(sheet.exercises[1]!.sets).toHaveLength(2);
    const latzug = sheet.exercises[1]!.id;
    expect(moveExercise(sheet, latzug, -1).exercises.map((exercise) => exercise.name)).toEqual(['Latzug', 'Kniebeugen']);
    expect(moveExercise(sheet, latzug, 1)).toBe(sheet);
  });
});

describe('the previous training beside each row, and the prefill', () => {
  it('puts warm-ups beside warm-ups and working sets beside working sets, by position', () => {
    const exercise = squat([row('warmup'), row(), row(), row()], lastTime);
    expect([0, 1, 2, 3].map((index) => previousOf(exercise, index))).toEqual([lastTime.previous[0], lastTime.previous[1], lastTime.previous[2], null]);
  });

  it('fills a row from its previous set, a row past the previous training from its last set of that kind, with the decimal comma', () => {
    const exercise = squat([row(), row(), row(), row('warmup'), row('warmup')], lastTime);
    expect([0, 1, 2, 3, 4].map((index) => prefillOf(exercise, index))).toEqual([
      { weight: '62,5', reps: '8' },
      { weight: '62,5', reps: '7' },
      { weight: '62,5', reps: '7' },
      { weight: '40', reps: '10' },
      { weight: '40', reps: '10' },
    ]);
  });

  it('fills working sets from the plan’s target weight with the bottom of its rep range, warm-ups from the history', () => {
    const exercise = squat([row('warmup'), row()], lastTime, { sets: 1, reps: '6-8', target_weight: 70 });
    expect([prefillOf(exercise, 0), prefillOf(exercise, 1)]).toEqual([
      { weight: '40', reps: '10' },
      { weight: '70', reps: '6' },
    ]);
  });

  it('leaves a never trained exercise (or one whose history is not read yet) empty, and what was typed wins', () => {
    expect(prefillOf(squat([row()], { previous: [], bests: null }), 0)).toEqual({ weight: '', reps: '' });
    expect(prefillOf(squat([row()], undefined), 0)).toEqual({ weight: '', reps: '' });
    expect(valuesOf(squat([row('normal', { weight: '65', reps: null })], lastTime), 0)).toEqual({ weight: '65', reps: '8' });
  });
});
