import { describe, expect, it } from '@jest/globals';
import { addDays, bestByE1rm, e1rmOf, PERIODS } from '../workouts/index.js';
import type { ExerciseSet } from '../workouts/index.js';
import { SPARKLINE_POINTS, sparklines, sparklineSpans } from './sparkline.js';

const TODAY = '2026-11-23';
let seq = 0;
const set = (date: string, max_weight: number, reps: number, machineId = 'bench'): ExerciseSet => ({
  machineId,
  set: { id: `${machineId}-${++seq}`, seq, date, max_weight, reps },
});

describe('sparklineSpans', () => {
  it.each([
    ['7d', null, 'day', 1, '2026-11-17'],
    ['30d', null, 'day', 3, '2026-10-25'],
    ['6m', null, 'day', 16, '2026-05-23'], // 185 days
    ['1y', null, 'day', 31, '2025-11-23'], // 366 days
    ['all', null, 'month', 1, '2026-11-01'],
    ['all', '2025-12-31', 'month', 1, '2025-12-01'], // 12 months
    ['all', '2025-11-30', 'month', 2, '2025-11-01'], // 13 months
    ['all', '2024-11-24', 'month', 3, '2024-11-01'], // 25 months: two years and a day
    ['all', '2018-02-22', 'month', 9, '2018-02-01'],
  ] as const)('%s since a first training on %p: spans of %s × %i from %s', (period, first, unit, length, start) => {
    expect(sparklineSpans(period, first, TODAY)).toEqual({ unit, length, start });
  });
});

describe('sparklines', () => {
  /** A set on every day of 8 years, the weight going up and down, so a span's best is rarely its last day's. */
  const history = Array.from({ length: 8 * 366 }, (_, day) => set(addDays(TODAY, -day), 40 + ((day * 37) % 61), 1 + ((day * 5) % 12)));
  const record = history.reduce((best, candidate) => ({ ...candidate, set: bestByE1rm(best.set, candidate.set) }));
  const recordIds = new Map([['bench', record.set.id]]);

  it.each(PERIODS)('%s: at most 12 points, oldest first, the record among them and marked', (period) => {
    const first = history.at(-1)!.set.date;
    const spans = sparklineSpans(period, first, TODAY);
    const inPeriod = history.filter(({ set: { date } }) => date >= (spans.unit === 'day' ? spans.start : first));
    // The record lies in every period: the best of the period's sets is made the best of all.
    const best = { ...inPeriod[inPeriod.length >> 1]!, set: { ...inPeriod[inPeriod.length >> 1]!.set, max_weight: 500 } };
    const sets = [...inPeriod.filter((candidate) => candidate !== inPeriod[inPeriod.length >> 1]), best];
    const line = sparklines(sets, spans, new Map([['bench', best.set.id]])).get('bench')!;

    expect(line.points.length).toBeLessThanOrEqual(SPARKLINE_POINTS);
    expect(line.points.length).toBeGreaterThanOrEqual({ '7d': 7, '30d': 10, '6m': 12, '1y': 12, all: 11 }[period]);
    expect(line.points.map((point) => point.date)).toEqual(line.points.map((point) => point.date).sort());
    expect(line.record).not.toBeNull();
    expect(line.points[line.record!]).toBe(best.set);
  });

  it("keeps each span's best set by e1RM, the earliest on a tie", () => {
    const spans = sparklineSpans('30d', null, TODAY); // 3 days each from 2026-10-25
    const sets = [
      set('2026-10-25', 100, 5), // e1RM 116.7
      set('2026-10-26', 105, 3), // 115.5
      set('2026-10-28', 90, 10), // 120, the next span
      set('2026-10-30', 120, 1), // 120 again: the 28th reached it first
    ];
    const line = sparklines(sets, spans, new Map()).get('bench')!;
    expect(line.points).toEqual([sets[0]!.set, sets[2]!.set]);
    expect(line.record).toBeNull();
  });

  it('marks no point when the record lies outside the period, and keeps each exercise apart', () => {
    const lines = sparklines(
      [set('2026-11-20', 60, 8), set('2026-11-21', 50, 10, 'row')],
      sparklineSpans('7d', null, TODAY),
      new Map([
        ['bench', 'a set of last year'],
        ['row', 'row-0'],
      ]),
    );
    expect(lines.get('bench')!.record).toBeNull();
    expect(lines.get('row')!.points.map(e1rmOf)).toEqual([50 + 50 / 3]);
  });

  it('puts a set dated tomorrow, in a month after the last span, into the last span', () => {
    const spans = sparklineSpans('all', '2026-01-05', '2026-12-31'); // twelve spans of a month
    const line = sparklines([set('2027-01-01', 60, 8), set('2026-12-30', 70, 8), set('2026-01-05', 50, 8)], spans, new Map()).get('bench')!;
    expect(line.points.map((point) => point.date)).toEqual(['2026-01-05', '2026-12-30']);
  });

  it('holds the all-time record over eight years (97 months in spans of 9)', () => {
    const line = sparklines(history, sparklineSpans('all', history.at(-1)!.set.date, TODAY), recordIds).get('bench')!;
    expect(line.points).toHaveLength(11);
    expect(line.points[line.record!]!.id).toBe(record.set.id);
  });
});
