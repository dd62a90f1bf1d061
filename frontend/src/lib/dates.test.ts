import { format } from 'date-fns/format';
import { de } from 'date-fns/locale/de';
import { enUS } from 'date-fns/locale/en-US';
import { setLanguage } from '../i18n';
import * as dates from './dates';
import { DAY_MONTH, formatDate, formatDateTime, formatShortDate, startOfGermanWeek, todayIso, toIsoDate, type DatePattern } from './dates';

/** Every pattern the app formats with: the module's exported ones. */
const PATTERNS = Object.values(dates).filter((value): value is DatePattern => typeof value === 'object' && 'de' in value);
const DATE_FNS_LOCALES = { de, en: enUS } as const;

describe('dates', () => {
  it('gives today as yyyy-MM-dd in local time', () => {
    expect(todayIso(new Date(2026, 10, 23, 23, 30))).toBe('2026-11-23');
  });

  afterEach(() => setLanguage('de'));

  it('formats with German month names', () => {
    expect(formatDate('2026-03-05')).toBe('5. März 2026');
    expect(formatDateTime(new Date(2026, 11, 24, 18, 5))).toBe('24. Dezember 2026, 18:05');
    expect(formatShortDate('2026-11-23')).toBe('23.11.2026');
    expect(formatDate('2026-11-26', DAY_MONTH)).toBe('26. Nov.');
  });

  it('formats the English way once the interface speaks English', async () => {
    await setLanguage('en');
    expect(formatDate('2026-03-05')).toBe('March 5, 2026');
    expect(formatDateTime(new Date(2026, 11, 24, 18, 5))).toBe('December 24, 2026, 6:05 PM');
    expect(formatShortDate('2026-11-23')).toBe('Nov 23, 2026');
    expect(formatDate('2026-11-26', DAY_MONTH)).toBe('Nov 26');
  });

  it('starts the week on Monday', () => {
    // 2026-11-29 is a Sunday; its week began on Monday the 23rd.
    expect(todayIso(startOfGermanWeek('2026-11-29'))).toBe('2026-11-23');
    expect(todayIso(startOfGermanWeek('2026-11-23'))).toBe('2026-11-23');
  });

  it.each(['de', 'en'] as const)('writes every pattern the app uses in %s exactly as date-fns with its locale, every day of two years', (language) => {
    expect(PATTERNS.length).toBeGreaterThanOrEqual(8);
    for (let day = 0; day < 731; day++) {
      const date = new Date(2026, 0, 1 + day, day % 24, (day * 7) % 60);
      for (const pattern of PATTERNS) {
        expect([pattern[language], formatDate(date, pattern, language)]).toEqual([
          pattern[language],
          format(date, pattern[language], { locale: DATE_FNS_LOCALES[language] }),
        ]);
      }
    }
    expect(toIsoDate('2026-03-05')).toBe('2026-03-05');
  });

  it('refuses an invalid date and a pattern letter it does not know, as date-fns does', () => {
    expect(() => formatDate('kaputt')).toThrow(RangeError);
    expect(() => formatDate(new Date(2026, 0, 1), { de: 'd. LLL', en: 'LLL d' })).toThrow(RangeError);
  });
});
