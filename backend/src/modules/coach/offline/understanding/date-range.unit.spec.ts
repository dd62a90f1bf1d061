import { readDateRange, readRangeMeasure } from './date-range.js';

// Wednesday, 25 November 2026: this week started on Monday the 23rd, the last 7 days on the 19th.
const today = '2026-11-25';

describe('the range of days a question names', () => {
  it('reads the last N days, weeks and months, counting today, in German and English', () => {
    expect(readDateRange('Wie viele Sätze in den letzten 7 Tagen?', today)).toEqual({ from: '2026-11-19', to: today, kind: 'last_days', days: 7 });
    expect(readDateRange('sets in the past two weeks', today)).toEqual({ from: '2026-11-12', to: today, kind: 'last_days', days: 14 });
    expect(readDateRange('Volumen der letzen 3 Monate', today)).toMatchObject({ from: '2026-08-26', kind: 'last_days' });
  });

  it('reads a date after "seit"/"since" as the lifter writes it; one still to come this year is last year’s', () => {
    for (const question of ['Sätze seit dem 1.11.?', 'seit 01.11.2026', 'since 1 November', 'since November 1st', 'seit dem 1. November'])
      expect(readDateRange(question, today)).toEqual({ from: '2026-11-01', to: today, kind: 'since' });
    expect(readDateRange('seit dem 3.12.', today)).toMatchObject({ from: '2025-12-03' });
  });

  it('reads a month after "seit" or "im", and the week before last', () => {
    expect(readDateRange('Bestes Kniebeugen seit September?', today)).toEqual({ from: '2026-09-01', to: today, kind: 'since' });
    expect(readDateRange('Wie viele Sätze im Oktober?', today)).toEqual({ from: '2026-10-01', to: '2026-10-31', kind: 'named_month' });
    expect(readDateRange('sets in December', today)).toEqual({ from: '2025-12-01', to: '2025-12-31', kind: 'named_month' });
    expect(readDateRange('Sätze vorletzte Woche', today)).toEqual({ from: '2026-11-09', to: '2026-11-15', kind: 'week_before_last' });
    expect(readRangeMeasure('Wie viele Trainingseinheiten?')).toBe('days');
  });

  it('reads "in total" as everything, and the calendar periods', () => {
    expect(readDateRange('Wie viele Trainingstage insgesamt?', today)).toEqual({ from: null, to: today, kind: 'total' });
    expect(readDateRange('How many sets in total?', today)).toMatchObject({ kind: 'total' });
    expect(readDateRange('Sätze diese Woche', today)).toEqual({ from: '2026-11-23', to: today, kind: 'week' });
    expect(readDateRange('last week', today)).toEqual({ from: '2026-11-16', to: '2026-11-22', kind: 'last_week' });
    expect(readDateRange('letzten Monat', today)).toEqual({ from: '2026-10-01', to: '2026-10-31', kind: 'last_month' });
    expect(readDateRange('Wie mache ich Kniebeugen?', today)).toBeNull();
  });

  it('reads what is counted, "days" of a range not taken for training days', () => {
    expect(readRangeMeasure('Wie viele Sätze in den letzten 7 Tagen?')).toBe('sets');
    expect(readRangeMeasure('How many sets in the last 7 days?')).toBe('sets');
    expect(readRangeMeasure('Wie viele Trainingstage insgesamt?')).toBe('days');
    expect(readRangeMeasure('bester Satz beim Bankdrücken seit Oktober')).toBe('best');
    expect(readRangeMeasure('geschätztes 1RM Kreuzheben')).toBe('e1rm');
  });
});
