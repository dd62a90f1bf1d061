import { changeDirection, formatChangePercent } from './change';
import { periodStart } from './periods';

describe('change', () => {
  it('shows the change with one decimal when flat, floored otherwise (spec §9)', () => {
    expect(formatChangePercent(0)).toBe('0,0 %');
    expect(formatChangePercent(6.9)).toBe('+7 %');
    expect(formatChangePercent(-5.1)).toBe('-5 %');
    expect([changeDirection(3), changeDirection(-1), changeDirection(0)]).toEqual(['up', 'down', 'flat']);
  });
});

describe('periods (spec §9)', () => {
  const today = new Date(2026, 10, 23, 12);

  it('starts 7d six days back and 30d 29 days back', () => {
    expect(periodStart('7d', today)).toBe('2026-11-17');
    expect(periodStart('30d', today)).toBe('2026-10-25');
  });

  it('starts 6m and 1y on the same calendar day, and all has no start', () => {
    expect(periodStart('6m', today)).toBe('2026-05-23');
    expect(periodStart('1y', today)).toBe('2025-11-23');
    expect(periodStart('all', today)).toBeNull();
  });
});
