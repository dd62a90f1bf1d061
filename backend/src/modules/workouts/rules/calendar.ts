import { tz } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { APP_TIME_ZONE } from '../../../common/berlin-date.js';

/**
 * Calendar dates are `yyyy-MM-dd` strings, as the spec stores them. Arithmetic on them is done on
 * whole days since 1970-01-01, so no time zone or DST change can shift a date. Only "today" depends
 * on a clock, and that is today in Europe/Berlin (common/berlin-date.ts, shared with the profile's pause).
 */
export { berlinDate } from '../../../common/berlin-date.js';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** A real calendar date in `yyyy-MM-dd` (2026-02-30 is not). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // There is no year 0 (Postgres refuses it): 1 BC is followed by AD 1.
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Days since 1970-01-01 (negative before). */
export function dayNumber(date: string): number {
  // A date-only ISO string parses as midnight UTC (ECMAScript Date Time String Format).
  return Date.parse(date) / DAY_MS;
}

export function fromDayNumber(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(dayNumber(date) + days);
}

/** Monday of the (German, Monday-first) week a date belongs to. */
export function mondayOf(date: string): string {
  return fromDayNumber(mondayNumber(date));
}

/** mondayOf as a day number: cheaper where many dates are put in their weeks (the streak). */
export function mondayNumber(date: string): number {
  const days = dayNumber(date);
  // 1970-01-01 was a Thursday: weekday index with Monday = 0 is (days + 3) mod 7.
  return days - ((((days + 3) % 7) + 7) % 7);
}

/** The first day of a date's month: what groups a month's sets (training-months). */
export function monthOf(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/**
 * The same day `months` months earlier; a day the earlier month lacks becomes its last day
 * (31 August − 6 months = 28/29 February), as date-fns' subMonths does.
 */
export function subtractMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) - months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  return `${String(targetYear).padStart(4, '0')}-${String(targetMonth).padStart(2, '0')}-${String(targetDay).padStart(2, '0')}`;
}

/** `dd.MM.yyyy` as German screens and spreadsheets show a date. */
export function germanDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}

/** `dd.MM.yyyy HH:mm` in Berlin time. */
export function germanDateTime(instant: Date): string {
  return format(instant, 'dd.MM.yyyy HH:mm', { in: tz(APP_TIME_ZONE) });
}
