import { changePercent, e1rmOf } from '../workouts/index.js';
import type { ExerciseSet } from '../workouts/index.js';
import { changeFromFirstToLastDay } from './period-change.js';
import { sparklines, sparklineSpans } from './sparkline.js';

let seq = 0;
const day = (machineId: string, date: string, max_weight: number, reps = 8): ExerciseSet => ({
  machineId,
  set: { id: `${machineId}-${date}`, seq: ++seq, date, max_weight, reps },
});

// Three weeks of a new lifter, across the turn of a month: each training day's best set.
const ROWING = [day('row', '2026-11-20', 60), day('row', '2026-11-25', 65), day('row', '2026-12-01', 70), day('row', '2026-12-05', 72.5)];

describe('the change of a card over its period', () => {
  it('compares the first training day’s best set with the last one’s (e1RM), rounded to a whole percent', () => {
    // e1RM 76 → 91.8: +21 %.
    expect(changeFromFirstToLastDay(ROWING).get('row')).toBe(21);
  });

  it('says the same whatever span the sparkline’s points stand for (month points said +12 % where days said +21 %)', () => {
    const pointsOf = (spans: ReturnType<typeof sparklineSpans>) => sparklines(ROWING, spans, new Map()).get('row')!.points;
    const withE1rm = (sets: ReturnType<typeof pointsOf>) => sets.map((set) => ({ e1rm: e1rmOf(set) }));
    expect(changePercent(withE1rm(pointsOf(sparklineSpans('all', '2026-11-20', '2026-12-05'))))).toBe(12);
    expect(changePercent(withE1rm(pointsOf(sparklineSpans('30d', null, '2026-12-05'))))).toBe(21);
    expect(changeFromFirstToLastDay([...ROWING].reverse()).get('row')).toBe(21);
  });

  it('has no change with a single training day, and keeps each exercise apart', () => {
    const changes = changeFromFirstToLastDay([...ROWING, day('curl', '2026-12-05', 20, 10), day('press', '2026-11-20', 40), day('press', '2026-12-05', 38)]);
    expect(changes.get('curl')).toBeNull();
    expect(changes.get('press')).toBe(-5);
    expect(changes.get('row')).toBe(21);
  });

  it('shows a flat change as exactly 0', () => {
    expect(changeFromFirstToLastDay([day('row', '2026-11-20', 60), day('row', '2026-12-05', 60)]).get('row')).toBe(0);
  });
});
