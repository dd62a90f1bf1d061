import { parseISO, startOfWeek } from 'date-fns';

/** German weeks start on Monday. */
const GERMAN_WEEK = { weekStartsOn: 1 } as const;

const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const MONTHS_SHORT = ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sep.', 'Okt.', 'Nov.', 'Dez.'];
const WEEKDAYS = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];
const WEEKDAYS_SHORT = ['So.', 'Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.'];
const two = (value: number) => String(value).padStart(2, '0');
const TOKENS: Record<string, (date: Date) => string> = {
  yyyy: (date) => String(date.getFullYear()).padStart(4, '0'),
  MMMM: (date) => MONTHS[date.getMonth()]!,
  MMM: (date) => MONTHS_SHORT[date.getMonth()]!,
  MM: (date) => two(date.getMonth() + 1),
  dd: (date) => two(date.getDate()),
  d: (date) => String(date.getDate()),
  EEEE: (date) => WEEKDAYS[date.getDay()]!,
  EEE: (date) => WEEKDAYS_SHORT[date.getDay()]!,
  HH: (date) => two(date.getHours()),
  mm: (date) => two(date.getMinutes()),
};
const TOKEN = /yyyy|MMMM|MMM|MM|dd|d|EEEE|EEE|HH|mm|[A-Za-z]/g;

/**
 * date-fns' `format` with its German locale, for the patterns the app uses (the letters above;
 * lib/dates.test.ts compares every one with date-fns day by day): its formatters and locale were
 * a fifth of the dashboard's code on the first load (docs/decisions.md, "First load").
 */
function format(date: Date, pattern: string): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return pattern.replace(TOKEN, (token) => {
    const formatter = TOKENS[token];
    if (!formatter) throw new RangeError(`Unsupported date pattern letter '${token}' in '${pattern}'`);
    return formatter(date);
  });
}

export const ISO_DATE = 'yyyy-MM-dd';
export const GERMAN_LONG_DATE = 'd. MMMM yyyy';
export const GERMAN_DATE_TIME = 'd. MMMM yyyy, HH:mm';
export const GERMAN_SHORT_DATE = 'dd.MM.yyyy';

type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return typeof value === 'string' ? parseISO(value) : new Date(value);
}

export function formatGermanDate(value: DateInput, pattern: string = GERMAN_LONG_DATE): string {
  return format(toDate(value), pattern);
}

export const formatGermanDateTime = (value: DateInput) => formatGermanDate(value, GERMAN_DATE_TIME);

export const formatShortGermanDate = (value: DateInput) => formatGermanDate(value, GERMAN_SHORT_DATE);

/** Stored dates are local calendar days as yyyy-MM-dd. */
export function toIsoDate(value: DateInput): string {
  return format(toDate(value), ISO_DATE);
}

export function todayIso(now: Date = new Date()): string {
  return toIsoDate(now);
}

export function startOfGermanWeek(value: DateInput): Date {
  return startOfWeek(toDate(value), GERMAN_WEEK);
}
