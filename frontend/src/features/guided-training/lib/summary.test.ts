import type { LoggedSet, Sheet, SheetExercise } from './sheet';
import { recordsOf } from './records';
import { clock, durationText, summaryOf } from './summary';

const logged = (ref: string, weight: number, reps: number, setType: LoggedSet['setType'] = 'normal'): LoggedSet => ({
  ref,
  weight,
  reps,
  setType,
  date: '2026-12-06',
});
const exercise = (name: string, sets: (LoggedSet | null)[], bests: { weight: number; e1rm: number; volume: number } | null): SheetExercise => ({
  id: name,
  name,
  target: null,
  sets: sets.map((set, index) => ({ id: `${name}-${index}`, setType: set?.setType ?? 'normal', weight: null, reps: null, logged: set })),
  earlier: { previous: [], bests },
});

describe('the summary of a training', () => {
  const sheet: Sheet = {
    exercises: [
      exercise('Kniebeugen', [logged('w', 40, 10, 'warmup'), logged('a', 100, 5), logged('b', 100, 5), null], { weight: 97.5, e1rm: 120, volume: 600 }),
      exercise('Latzug', [logged('c', 50, 10)], null),
      exercise('Plank', [null], null),
    ],
  };

  it('counts duration, working sets and their volume; warm-ups apart, unchecked rows not at all', () => {
    const summary = summaryOf(sheet, 1_000, 1_000 + 76 * 60_000);
    expect(summary).toMatchObject({ durationMs: 76 * 60_000, sets: 3, warmups: 1, volume: 500 + 500 + 500 });
    expect(summary.exercises.map((trained) => [trained.name, trained.sets.map((set) => set.ref)])).toEqual([
      ['Kniebeugen', ['w', 'a', 'b']],
      ['Latzug', ['c']],
    ]);
  });

  it('names each record the training set with the first set to reach it, and none for an exercise trained for the first time', () => {
    expect(recordsOf(sheet)).toEqual([{ exercise: 'Kniebeugen', kind: 'weight', set: logged('a', 100, 5) }]);
  });

  it('finds an e1RM and a volume record apart from the weight, and a warm-up never sets one', () => {
    const lighter = exercise('Bankdrücken', [logged('w', 200, 1, 'warmup'), logged('x', 80, 12), logged('y', 85, 3)], { weight: 90, e1rm: 100, volume: 900 });
    expect(recordsOf({ exercises: [lighter] })).toEqual([
      { exercise: 'Bankdrücken', kind: 'e1rm', set: logged('x', 80, 12) },
      { exercise: 'Bankdrücken', kind: 'volume', set: logged('x', 80, 12) },
    ]);
  });

  it('says the duration with its unit: minutes under an hour, h:mm from an hour on', () => {
    expect([durationText(0), durationText(59 * 60_000 + 29_000), durationText(76 * 60_000), durationText(120 * 60_000)]).toEqual([
      '0 min',
      '59 min',
      '1:16 h',
      '2:00 h',
    ]);
  });

  it('runs its clock as m:ss', () => {
    expect([clock(0), clock(59_999), clock(61_000), clock(3_600_000)]).toEqual(['0:00', '0:59', '1:01', '60:00']);
  });
});
