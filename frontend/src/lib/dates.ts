import { format, parseISO, startOfWeek } from 'date-fns';
import { de } from 'date-fns/locale';

/** German calendar conventions used everywhere: German names, weeks start on Monday. */
export const dateOptions = { locale: de, weekStartsOn: 1 } as const;

export const ISO_DATE = 'yyyy-MM-dd';
export const GERMAN_LONG_DATE = 'd. MMMM yyyy';
export const GERMAN_DATE_TIME = 'd. MMMM yyyy, HH:mm';
export const GERMAN_SHORT_DATE = 'dd.MM.yyyy';

type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return typeof value === 'string' ? parseISO(value) : new Date(value);
}

export function formatGermanDate(value: DateInput, pattern: string = GERMAN_LONG_DATE): string {
  return format(toDate(value), pattern, dateOptions);
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
  return startOfWeek(toDate(value), dateOptions);
}
