import { addDays, berlinDate, dayNumber, fromDayNumber, germanDate, germanDateTime, isCalendarDate, mondayOf, subtractMonths } from './calendar.js';

describe('calendar dates', () => {
  it.each([
    ['2026-11-23', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['0000-01-01', false],
    ['0001-01-01', true],
    ['2026-1-5', false],
    ['26-11-23', false],
    ['2026-11-23T00:00:00Z', false],
    [' 2026-11-23', false],
    [20261123, false],
    [null, false],
  ])('%p is a calendar date: %p', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it('counts days across months, leap days and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(fromDayNumber(dayNumber('1969-07-20'))).toBe('1969-07-20');
  });

  it.each([
    ['2026-11-23', '2026-11-23'], // Monday
    ['2026-11-29', '2026-11-23'], // Sunday belongs to the week before the next Monday
    ['2026-11-30', '2026-11-30'],
    ['2026-12-31', '2026-12-28'], // ISO week 53 of 2026 starts on 28 December...
    ['2027-01-03', '2026-12-28'], // ...and ends on Sunday 3 January 2027
    ['2027-01-04', '2027-01-04'], // week 1 of 2027
    ['2024-12-31', '2024-12-30'], // week 1 of 2025 starts in 2024
    ['1970-01-01', '1969-12-29'],
  ])('the Monday of %s is %s', (date, monday) => {
    expect(mondayOf(date)).toBe(monday);
  });

  it.each([
    ['2026-08-31', 6, '2026-02-28'],
    ['2028-08-31', 6, '2028-02-29'],
    ['2026-11-23', 6, '2026-05-23'],
    ['2026-03-15', 6, '2025-09-15'],
    ['2028-02-29', 12, '2027-02-28'],
    ['2026-11-23', 12, '2025-11-23'],
  ])('%s minus %i months is %s', (date, months, expected) => {
    expect(subtractMonths(date, months)).toBe(expected);
  });

  it.each([
    ['2026-11-23T22:59:59Z', '2026-11-23'], // winter time, UTC+1
    ['2026-11-23T23:00:00Z', '2026-11-24'],
    ['2026-07-01T21:59:59Z', '2026-07-01'], // summer time, UTC+2
    ['2026-07-01T22:00:00Z', '2026-07-02'],
    ['2026-03-29T21:30:00Z', '2026-03-29'], // the night clocks go forward: Sunday 23:30...
    ['2026-03-29T22:30:00Z', '2026-03-30'], // ...then Monday 00:30, a new week
    ['2026-10-25T22:30:00Z', '2026-10-25'], // the night clocks go back: still Sunday 23:30
    ['2026-10-25T23:30:00Z', '2026-10-26'], // Monday 00:30
    ['2026-12-31T23:30:00Z', '2027-01-01'],
  ])('at %s it is %s in Berlin', (instant, date) => {
    expect(berlinDate(new Date(instant))).toBe(date);
  });

  it('formats German dates', () => {
    expect(germanDate('2026-11-03')).toBe('03.11.2026');
    expect(germanDateTime(new Date('2026-07-01T22:05:00Z'))).toBe('02.07.2026 00:05');
  });
});
