import { noteNeedsToggle } from './note-clamp';
import { periodStart } from './periods';
import { changeDirection, formatChangePercent, formatSet, formatVolume } from './workout-format';

describe('workout formats', () => {
  it('writes sets and volumes German style', () => {
    expect(formatSet(82.5, 8)).toBe('82,5 kg × 8');
    expect(formatVolume(12345.6)).toBe('12.346 kg');
  });

  it('shows the change with one decimal when flat, floored otherwise (spec §9)', () => {
    expect(formatChangePercent(0)).toBe('0,0 %');
    expect(formatChangePercent(6.9)).toBe('+7 %');
    expect(formatChangePercent(-5.1)).toBe('-5 %');
    expect([changeDirection(3), changeDirection(-1), changeDirection(0)]).toEqual(['up', 'down', 'flat']);
  });
});

describe('note clamping', () => {
  it('needs a toggle over 150 characters or over 3 lines', () => {
    expect(noteNeedsToggle('x'.repeat(150))).toBe(false);
    expect(noteNeedsToggle('x'.repeat(151))).toBe(true);
    expect(noteNeedsToggle('a\nb\nc')).toBe(false);
    expect(noteNeedsToggle('a\nb\nc\nd')).toBe(true);
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
