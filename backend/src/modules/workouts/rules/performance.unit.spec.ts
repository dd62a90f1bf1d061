import {
  ONE_REP_MAX_RANK_SCALE,
  bestSetOfDay,
  changePercent,
  estimatedOneRepMax,
  oneRepMaxRank,
  recordsHeldBy,
  roundToOneDecimal,
  setVolume,
  summarise,
} from './performance.js';
import type { RankedSet } from './performance.js';

const set = (entryId: string, date: string, seq: number, maxWeight: number, reps: number): RankedSet => ({ entryId, date, seq, maxWeight, reps });
const points = (...scores: number[]) => scores.map((score) => ({ score }));

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

  it('ranks e1RMs exactly (× 30), so equal estimates tie', () => {
    expect(oneRepMaxRank(90, 10)).toBe(oneRepMaxRank(120, 1));
    expect(oneRepMaxRank(90, 10) / ONE_REP_MAX_RANK_SCALE).toBe(120);
    expect(oneRepMaxRank(100, 2)).toBeGreaterThan(oneRepMaxRank(100, 1));
  });
});

describe('percentage change (spec §9)', () => {
  it('is null with fewer than two points', () => {
    expect(changePercent([])).toBeNull();
    expect(changePercent(points(600))).toBeNull();
  });

  it('is exactly 0 for a flat line', () => {
    expect(changePercent(points(600, 500, 600))).toBe(0);
  });

  it('compares the first and the last point only', () => {
    expect(changePercent(points(600, 1000, 636))).toBe(6);
  });

  it('floors other values, also negative ones', () => {
    expect(changePercent(points(600, 640))).toBe(6); // 6.67
    expect(changePercent(points(600, 586))).toBe(-3); // −2.33 floors to −3
    expect(changePercent(points(300, 301))).toBe(0); // 0.33
    expect(changePercent(points(300, 299))).toBe(-1); // −0.33
    expect(changePercent(points(100, 300))).toBe(200);
  });

  it('has no floating-point slips at whole percentages', () => {
    expect(changePercent(points(700, 770))).toBe(10); // 0.7 × 1.1 trap in floats
    expect(changePercent(points(28.5, 57))).toBe(100);
    expect(changePercent(points(612.5, 673.5))).toBe(9); // 9.959
    expect(changePercent(points(0.5, 0.55 * 2 - 0.1))).toBe(100);
  });

  it('has no base when the first score is 0', () => {
    expect(changePercent(points(0, 0))).toBe(0);
    expect(changePercent(points(0, 100))).toBeNull();
  });
});

describe('personal records', () => {
  it('gives each record to the best value and the latest to the newest set', () => {
    const summary = summarise([
      set('a', '2026-11-01', 1, 80, 8), // volume 640, e1rm 101.3
      set('b', '2026-11-05', 2, 100, 1), // heaviest, e1rm 100
      set('c', '2026-11-03', 3, 60, 15), // volume 900, e1rm 90
    ]);
    expect(summary.entryCount).toBe(3);
    expect(summary.latest?.entryId).toBe('b');
    expect(summary.weight).toMatchObject({ entryId: 'b', value: 100 });
    expect(summary.e1rm).toMatchObject({ entryId: 'a', value: oneRepMaxRank(80, 8) });
    expect(summary.volume).toMatchObject({ entryId: 'c', value: 900 });
  });

  it('lets the first entry to reach a best value hold it', () => {
    const later = set('later', '2026-11-10', 1, 100, 5);
    const earlier = set('earlier', '2026-11-02', 2, 100, 5); // logged afterwards, but trained first
    const sameDayFirst = set('first', '2026-11-10', 0, 100, 5);
    expect(summarise([later, earlier]).weight?.entryId).toBe('earlier');
    expect(summarise([earlier, later]).weight?.entryId).toBe('earlier');
    expect(summarise([later, sameDayFirst]).volume?.entryId).toBe('first');
  });

  it('counts 90 kg × 10 and 120 kg × 1 as the same e1RM, held by the first', () => {
    const summary = summarise([set('single', '2026-11-01', 1, 120, 1), set('ten', '2026-11-02', 2, 90, 10)]);
    expect(summary.e1rm?.entryId).toBe('single');
  });

  it('takes the latest set by date, then by logging order', () => {
    const summary = summarise([set('x', '2026-11-10', 5, 50, 5), set('y', '2026-11-10', 7, 40, 5), set('z', '2026-11-09', 9, 60, 5)]);
    expect(summary.latest?.entryId).toBe('y');
  });

  it('has no records without sets', () => {
    expect(summarise([])).toEqual({ entryCount: 0, latest: null, weight: null, e1rm: null, volume: null });
  });

  it('lists the records an entry holds', () => {
    expect(recordsHeldBy('a', { weight: 'a', e1rm: 'b', volume: 'a' })).toEqual(['weight', 'volume']);
    expect(recordsHeldBy('c', { weight: 'a', e1rm: null, volume: 'a' })).toEqual([]);
  });
});

describe('chart point of a training day', () => {
  it('is the best set by score, the first logged on a tie', () => {
    expect(bestSetOfDay([set('a', 'd', 1, 80, 8), set('b', 'd', 2, 70, 10), set('c', 'd', 3, 60, 10)])?.entryId).toBe('b');
    expect(bestSetOfDay([set('a', 'd', 1, 80, 8), set('b', 'd', 2, 64, 10)])?.entryId).toBe('a'); // 640 each
    expect(bestSetOfDay([set('late', 'd', 5, 100, 6), set('early', 'd', 2, 60, 10)])?.entryId).toBe('early');
    expect(bestSetOfDay([])).toBeNull();
  });
});
