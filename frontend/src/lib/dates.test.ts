import { formatGermanDate, formatGermanDateTime, formatShortGermanDate, startOfGermanWeek, todayIso } from './dates';

describe('dates', () => {
  it('gives today as yyyy-MM-dd in local time', () => {
    expect(todayIso(new Date(2026, 10, 23, 23, 30))).toBe('2026-11-23');
  });

  it('formats with German month names', () => {
    expect(formatGermanDate('2026-03-05')).toBe('5. März 2026');
    expect(formatGermanDateTime(new Date(2026, 11, 24, 18, 5))).toBe('24. Dezember 2026, 18:05');
    expect(formatShortGermanDate('2026-11-23')).toBe('23.11.2026');
  });

  it('starts the week on Monday', () => {
    // 2026-11-29 is a Sunday; its week began on Monday the 23rd.
    expect(todayIso(startOfGermanWeek('2026-11-29'))).toBe('2026-11-23');
    expect(todayIso(startOfGermanWeek('2026-11-23'))).toBe('2026-11-23');
  });
});
