import { format } from 'date-fns';
import { de } from 'date-fns/locale';
import { formatGermanDate, formatGermanDateTime, formatShortGermanDate, startOfGermanWeek, todayIso, toIsoDate } from './dates';

/** Every pattern the app formats with (grep formatGermanDate and formatTimestamp). */
const PATTERNS = ['d. MMMM yyyy', 'd. MMMM yyyy, HH:mm', 'dd.MM.yyyy', 'yyyy-MM-dd', 'd. MMM', 'EEEE, d. MMMM', 'EEE, d. MMM yyyy', 'd. MMMM, HH:mm', 'HH:mm'];

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

  it('writes every pattern the app uses exactly as date-fns with its German locale, every day of two years', () => {
    for (let day = 0; day < 731; day++) {
      const date = new Date(2026, 0, 1 + day, day % 24, (day * 7) % 60);
      for (const pattern of PATTERNS) {
        expect([pattern, formatGermanDate(date, pattern)]).toEqual([pattern, format(date, pattern, { locale: de })]);
      }
    }
    expect(toIsoDate('2026-03-05')).toBe('2026-03-05');
  });

  it('refuses an invalid date and a pattern letter it does not know, as date-fns does', () => {
    expect(() => formatGermanDate('kaputt')).toThrow(RangeError);
    expect(() => formatGermanDate(new Date(2026, 0, 1), 'd. LLL')).toThrow(RangeError);
  });
});
