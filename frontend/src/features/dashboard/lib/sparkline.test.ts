import { pointsOf, spanLabel } from './sparkline';

describe("a card's sparkline", () => {
  it('reads the points from the parallel lists, with their e1RM and the record marked', () => {
    expect(pointsOf({ dates: ['2026-10-01', '2026-11-20'], weights: [100, 90], reps: [1, 10], record: 1 })).toEqual([
      { date: '2026-10-01', weight: 100, reps: 1, e1rm: 100, record: false },
      { date: '2026-11-20', weight: 90, reps: 10, e1rm: 120, record: true },
    ]);
    expect(pointsOf({ dates: ['2026-11-20'], weights: [60], reps: [8], record: null })[0]!.record).toBe(false);
    expect(pointsOf({ dates: [], weights: [], reps: [], record: null })).toEqual([]);
  });

  it('names what a point stands for: nothing for a training day, else its days or months', () => {
    expect(spanLabel({ unit: 'day', length: 1 })).toBeNull();
    expect(spanLabel({ unit: 'day', length: 3 })).toEqual({ key: 'dashboard.bestOf.days', count: 3 });
    expect(spanLabel({ unit: 'month', length: 1 })).toEqual({ key: 'dashboard.bestOf.month', count: 1 });
    expect(spanLabel({ unit: 'month', length: 2 })).toEqual({ key: 'dashboard.bestOf.months', count: 2 });
  });
});
