import type { ExerciseSet } from '../workouts/index.js';
import { e1rmOf, progressBetweenDays } from '../workouts/index.js';

/**
 * The change a card shows for its period: the best set (by e1RM) of the exercise's first training
 * day in the period against that of its last, whatever span the chart's points stand for. A
 * week's or month's best point would start the change at the best day of the first span: with the
 * same three weeks of training, 30D (day points) and All (month points) said +18 % and +10 %.
 * Null with fewer than two training days in the period. `dayBests`: each day's best set, any order.
 */
export function changeFromFirstToLastDay(dayBests: readonly ExerciseSet[]): Map<string, number | null> {
  const ends = new Map<string, { first: ExerciseSet['set']; last: ExerciseSet['set'] }>();
  for (const { machineId, set } of dayBests) {
    const known = ends.get(machineId);
    if (!known) ends.set(machineId, { first: set, last: set });
    else ends.set(machineId, { first: set.date < known.first.date ? set : known.first, last: set.date > known.last.date ? set : known.last });
  }
  const atE1rm = (set: ExerciseSet['set']) => ({ date: set.date, e1rm: e1rmOf(set) });
  return new Map([...ends].map(([machineId, { first, last }]) => [machineId, progressBetweenDays(atE1rm(first), atE1rm(last))]));
}
