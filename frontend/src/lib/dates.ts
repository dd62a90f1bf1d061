import { parseISO } from 'date-fns/parseISO';
import { startOfWeek } from 'date-fns/startOfWeek';
import { currentLanguage, type Language } from '../i18n/i18n';

/** German weeks start on Monday. */
const GERMAN_WEEK = { weekStartsOn: 1 } as const;

interface DateWords {
  months: string[];
  monthsShort: string[];
  weekdays: string[];
  weekdaysShort: string[];
}

const WORDS: Record<Language, DateWords> = {
  de: {
    months: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
    monthsShort: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sep.', 'Okt.', 'Nov.', 'Dez.'],
    weekdays: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
    weekdaysShort: ['So.', 'Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.'],
  },
  en: {
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    weekdaysShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  },
};

const two = (value: number) => String(value).padStart(2, '0');
const TOKENS: Record<string, (date: Date, words: DateWords) => string> = {
  yyyy: (date) => String(date.getFullYear()).padStart(4, '0'),
  yy: (date) => two(date.getFullYear() % 100),
  MMMM: (date, words) => words.months[date.getMonth()]!,
  MMM: (date, words) => words.monthsShort[date.getMonth()]!,
  MM: (date) => two(date.getMonth() + 1),
  M: (date) => String(date.getMonth() + 1),
  dd: (date) => two(date.getDate()),
  d: (date) => String(date.getDate()),
  EEEE: (date, words) => words.weekdays[date.getDay()]!,
  EEE: (date, words) => words.weekdaysShort[date.getDay()]!,
  HH: (date) => two(date.getHours()),
  h: (date) => String(date.getHours() % 12 || 12),
  mm: (date) => two(date.getMinutes()),
  a: (date) => (date.getHours() < 12 ? 'AM' : 'PM'),
};
const TOKEN = /yyyy|yy|MMMM|MMM|MM|M|dd|d|EEEE|EEE|HH|h|mm|a|[A-Za-z]/g;

/**
 * date-fns' `format` with its German or English (US) locale, for the patterns the app uses (the
 * letters above; lib/dates.test.ts compares every one with date-fns day by day): its formatters
 * and locales were a fifth of the dashboard's code on the first load (docs/decisions/16-first-load.md).
 */
function format(date: Date, pattern: string, language: Language): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return pattern.replace(TOKEN, (token) => {
    const formatter = TOKENS[token];
    if (!formatter) throw new RangeError(`Unsupported date pattern letter '${token}' in '${pattern}'`);
    return formatter(date, WORDS[language]);
  });
}

/** A date's look in each interface language: "26. Nov." in German, "Nov 26" in English. */
export type DatePattern = Readonly<Record<Language, string>>;

export const LONG_DATE: DatePattern = { de: 'd. MMMM yyyy', en: 'MMMM d, yyyy' };
export const DATE_TIME: DatePattern = { de: 'd. MMMM yyyy, HH:mm', en: 'MMMM d, yyyy, h:mm a' };
/** English writes the month's name, not "11/26/2026", which British and American readers read differently. */
export const SHORT_DATE: DatePattern = { de: 'dd.MM.yyyy', en: 'MMM d, yyyy' };
export const WEEKDAY_SHORT_DATE: DatePattern = { de: 'EEE, d. MMM yyyy', en: 'EEE, MMM d, yyyy' };
export const DAY_MONTH: DatePattern = { de: 'd. MMM', en: 'MMM d' };
/** A chart axis's tick: short enough for a phone. */
export const AXIS_DATE: DatePattern = { de: 'dd.MM.yy', en: 'M/d/yy' };
export const WEEKDAY_DAY_MONTH: DatePattern = { de: 'EEEE, d. MMMM', en: 'EEEE, MMMM d' };
export const DAY_MONTH_TIME: DatePattern = { de: 'd. MMMM, HH:mm', en: 'MMMM d, h:mm a' };
export const TIME: DatePattern = { de: 'HH:mm', en: 'h:mm a' };
const ISO_DATE = 'yyyy-MM-dd';

type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return typeof value === 'string' ? parseISO(value) : new Date(value);
}

/** A date in the interface's language (or the one given). */
export function formatDate(value: DateInput, pattern: DatePattern = LONG_DATE, language: Language = currentLanguage()): string {
  return format(toDate(value), pattern[language], language);
}

export const formatDateTime = (value: DateInput) => formatDate(value, DATE_TIME);

export const formatShortDate = (value: DateInput) => formatDate(value, SHORT_DATE);

/** Stored dates are local calendar days as yyyy-MM-dd. */
export function toIsoDate(value: DateInput): string {
  return format(toDate(value), ISO_DATE, 'de');
}

export function todayIso(now: Date = new Date()): string {
  return toIsoDate(now);
}

export function startOfGermanWeek(value: DateInput): Date {
  return startOfWeek(toDate(value), GERMAN_WEEK);
}
