import { PERIODS, periodStart } from './periods.js';

describe('dashboard periods (spec §9)', () => {
  it('knows the five periods', () => {
    expect(PERIODS).toEqual(['7d', '30d', '6m', '1y', 'all']);
  });

  it.each([
    ['7d', '2026-11-23', '2026-11-17'], // today plus the previous 6 days
    ['30d', '2026-11-23', '2026-10-25'], // 29 days back
    ['30d', '2026-03-01', '2026-01-31'],
    ['6m', '2026-11-23', '2026-05-23'],
    ['6m', '2026-08-31', '2026-02-28'], // no 31 February: the month's last day
    ['1y', '2026-11-23', '2025-11-23'],
    ['1y', '2028-02-29', '2027-02-28'],
    ['all', '2026-11-23', null],
  ] as const)('%s on %s starts at %p', (period, today, start) => {
    expect(periodStart(period, today)).toBe(start);
  });

  it('7d spans exactly seven calendar days including today', () => {
    const start = periodStart('7d', '2026-11-23')!;
    const days = [];
    for (let day = start; day <= '2026-11-23'; day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)) {
      days.push(day);
    }
    expect(days).toHaveLength(7);
  });
});
