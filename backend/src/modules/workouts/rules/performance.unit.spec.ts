import { addToDay, bestSetOfDay, changePercent, estimatedOneRepMax, progressBetweenDays, roundToOneDecimal, setVolume, summariseDay } from './performance.js';
import type { LoggedSet } from './performance.js';

const set = (id: string, seq: number, max_weight: number, reps: number): LoggedSet => ({ id, seq, max_weight, reps });
const points = (...e1rms: number[]) => e1rms.map((e1rm) => ({ e1rm }));

describe('volume and estimated one-rep max', () => {
  it('volume is weight × reps', () => {
    expect(setVolume(82.5, 8)).toBe(660);
    expect(setVolume(0, 20)).toBe(0);
  });

  it('estimates the 1RM by Epley, a single rep being the weight itself', () => {
    expect(estimatedOneRepMax(100, 1)).toBe(100);
    expect(estimatedOneRepMax(100, 10)).toBeCloseTo(133.333, 3);
    expect(roundToOneDecimal(estimatedOneRepMax(80, 8))).toBe(101.3);
    expect(estimatedOneRepMax(90, 10)).toBe(120);
    expect(estimatedOneRepMax(0, 12)).toBe(0);
  });

  it('gives equal estimates as equal numbers, so they tie', () => {
    expect(estimatedOneRepMax(90, 10)).toBe(estimatedOneRepMax(120, 1));
    expect(estimatedOneRepMax(87.5, 10)).toBe(estimatedOneRepMax(100, 5));
  });
});

describe('best set of a day', () => {
  it('is the heaviest estimated 1RM, not the biggest volume', () => {
    const triple = set('triple', 1, 100, 3);
    const ten = set('ten', 2, 70, 10);
    expect(setVolume(70, 10)).toBeGreaterThan(setVolume(100, 3));
    expect(bestSetOfDay([ten, triple])).toBe(triple);
  });

  it('goes to the set logged first on a tie', () => {
    expect(bestSetOfDay([set('later', 5, 120, 1), set('first', 2, 90, 10)])?.id).toBe('first');
  });

  it('is null for a day without sets', () => {
    expect(bestSetOfDay([])).toBeNull();
  });
});

describe('summary of a day', () => {
  it('counts, adds up volume and names the holder of each best and the last set', () => {
    const sets = [set('a', 3, 100, 5), set('b', 1, 110, 1), set('c', 2, 60, 12), set('d', 4, 100, 5)];
    const day = summariseDay(sets)!;
    expect(day.setCount).toBe(4);
    expect(day.volume).toBe(500 + 110 + 720 + 500);
    expect(day.best.id).toBe('a'); // 116.7 beats 110 and 84, and was logged before its twin d
    expect(day.heaviest.id).toBe('b');
    expect(day.topVolume.id).toBe('c');
    expect(day.latest.id).toBe('d');
  });

  it('is null without sets', () => {
    expect(summariseDay([])).toBeNull();
  });

  it('is the same whatever order the sets join in, ties included', () => {
    const sets = [set('a', 3, 100, 5), set('b', 1, 110, 1), set('c', 2, 60, 12), set('d', 4, 100, 5), set('e', 5, 120, 6)];
    const expected = summariseDay(sets)!;
    for (const order of [
      [4, 3, 2, 1, 0],
      [2, 0, 4, 1, 3],
      [3, 1, 4, 0, 2],
    ]) {
      const shuffled = order.map((index) => sets[index]!);
      expect(shuffled.slice(1).reduce(addToDay, summariseDay(shuffled.slice(0, 1))!)).toEqual(expected);
    }
    expect(expected.best.id).toBe('e');
    expect(expected.heaviest.id).toBe('e');
    expect(expected.topVolume.id).toBe('c');
  });
});

describe('percentage change', () => {
  it('is null with fewer than two points', () => {
    expect(changePercent([])).toBeNull();
    expect(changePercent(points(100))).toBeNull();
  });

  it('is exactly 0 for a flat line, and compares the first and last point only', () => {
    expect(changePercent(points(100, 90, 100))).toBe(0);
    expect(changePercent(points(100, 150, 106))).toBe(6);
  });

  it('rounds to the nearest whole percent, also below zero', () => {
    expect(changePercent(points(100, 106.7))).toBe(7);
    expect(changePercent(points(100, 94.9))).toBe(-5); // −5.1 is −5, not −6
    expect(changePercent(points(300, 301))).toBe(0);
    expect(changePercent(points(100, 300))).toBe(200);
  });

  it('is null when there is no base to compare with', () => {
    expect(changePercent(points(0, 50))).toBeNull();
    expect(changePercent(points(0, 0))).toBe(0);
  });
});

describe('progress between training days', () => {
  it('compares the best e1RM of an earlier day with a later day’s, as the dashboard’s change does', () => {
    expect(progressBetweenDays({ date: '2026-11-01', e1rm: 100 }, { date: '2026-11-20', e1rm: 106.7 })).toBe(7);
    expect(progressBetweenDays({ date: '2026-11-01', e1rm: 100 }, { date: '2026-11-20', e1rm: 94.9 })).toBe(-5);
  });

  it('is null within one day: a warm-up and the top set are no gain', () => {
    expect(progressBetweenDays({ date: '2026-11-20', e1rm: 60 }, { date: '2026-11-20', e1rm: 80 })).toBeNull();
  });
});
