import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { de } from 'date-fns/locale/de';
import { dayPhrase, daysBetween } from './german.js';

const isoDay = (base: string, plus: number) => new Date(Date.parse(`${base}T00:00:00Z`) + plus * 86_400_000).toISOString().slice(0, 10);

describe('German day phrases', () => {
  it('says heute, gestern and vorgestern for the last three days', () => {
    expect(dayPhrase('2026-11-23', '2026-11-23')).toBe('heute');
    expect(dayPhrase('2026-11-22', '2026-11-23')).toBe('gestern');
    expect(dayPhrase('2026-11-21', '2026-11-23')).toBe('vorgestern');
  });

  it('names weekday, day and month like date-fns’ German locale, across years, leap days and DST changes', () => {
    for (let plus = 0; plus < 3 * 366; plus++) {
      const date = isoDay('2023-12-30', plus);
      expect(dayPhrase(date, isoDay(date, 10))).toBe(`am ${format(parseISO(date), 'EEEE, d. MMMM', { locale: de })}`);
    }
  });

  it('counts calendar days between dates, whatever the clock change in between', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-11-23', '2026-11-20')).toBe(-3);
  });
});
