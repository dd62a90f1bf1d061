import { addToExercise, removeFromExercise, summariseExercise } from './exercise-summary.js';
import type { DatedSet } from './exercise-summary.js';

const set = (id: string, date: string, seq: number, max_weight: number, reps: number): DatedSet => ({ id, date, seq, max_weight, reps });

describe('an exercise summary', () => {
  const early = set('a', '2026-01-05', 10, 100, 5);
  const heavyLater = set('b', '2026-02-01', 11, 110, 1);
  const sameE1rmEarlierDate = set('c', '2025-12-01', 12, 100, 5);

  it('gives a record to the earliest date that reached it, whatever the order of logging', () => {
    const summary = summariseExercise([early, heavyLater, sameE1rmEarlierDate])!;
    expect(summary.best.id).toBe('c');
    expect(summary.heaviest.id).toBe('b');
    expect(summary.topVolume.id).toBe('c');
    expect(summary.latest.id).toBe('b');
    expect(summary).toMatchObject({ setCount: 3, volume: 1110 });
  });

  it('keeps the newest date as the latest even when an older date is logged after it', () => {
    const summary = addToExercise(summariseExercise([heavyLater])!, set('d', '2026-01-20', 20, 50, 3));
    expect(summary.latest.id).toBe('b');
  });

  it('takes out a set that holds nothing without counting again, and asks to count again for one that holds a record or was logged last', () => {
    const light = set('e', '2026-01-10', 9, 40, 2);
    const summary = summariseExercise([early, heavyLater, light])!;
    expect(removeFromExercise(summary, light)).toMatchObject({ setCount: 2, volume: 610, best: early });
    expect(removeFromExercise(summary, heavyLater)).toBeNull();
    expect(removeFromExercise(summariseExercise([early, light, heavyLater, set('f', '2026-01-11', 14, 30, 2)])!, set('f', '2026-01-11', 14, 30, 2))).toBeNull();
    expect(summariseExercise([])).toBeNull();
  });
});
