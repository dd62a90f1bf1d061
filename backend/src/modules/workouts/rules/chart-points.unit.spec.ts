import { describe, expect, it } from '@jest/globals';
import { bestPerSpan } from './chart-points.js';
import { spanStart } from './periods.js';

const set = (id: string, date: string, max_weight: number, reps: number, machineId = 'bench') => ({
  machineId,
  set: { id, date, seq: Number(id.slice(1)), max_weight, reps },
});

describe('spanStart', () => {
  it.each([
    ['2026-11-27', 'day', '2026-11-27'],
    ['2026-11-27', 'week', '2026-11-23'],
    ['2026-11-27', 'month', '2026-11-01'],
    ['2026-11-27', 'quarter', '2026-10-01'],
    ['2026-03-31', 'quarter', '2026-01-01'],
    ['2026-11-27', 'year', '2026-01-01'],
  ] as const)('%s in a %s starts on %s', (date, span, start) => {
    expect(spanStart(date, span)).toBe(start);
  });
});

describe('bestPerSpan', () => {
  const sets = [
    set('s1', '2026-10-05', 100, 5),
    set('s2', '2026-10-20', 105, 3), // e1RM 115.5, below s1's 116.7
    set('s3', '2026-11-02', 90, 10),
    set('s4', '2026-11-09', 120, 1), // e1RM 120, as s3's
    set('s5', '2026-11-16', 90, 10), // 120 again: s3 reached it first
    set('s6', '2026-11-03', 50, 10, 'row'),
  ];

  it("keeps each span's best set per exercise, the earliest on a tie, oldest first", () => {
    const points = bestPerSpan(sets, 'month');
    expect(points.get('bench')!.map((point) => point.id)).toEqual(['s1', 's3']);
    expect(points.get('row')!.map((point) => point.id)).toEqual(['s6']);
  });

  it('keeps every set for spans of a day, and the best of all for a year', () => {
    expect(
      bestPerSpan(sets, 'day')
        .get('bench')!
        .map((point) => point.id),
    ).toEqual(['s1', 's2', 's3', 's4', 's5']);
    expect(
      bestPerSpan(sets, 'year')
        .get('bench')!
        .map((point) => point.id),
    ).toEqual(['s3']);
  });
});
