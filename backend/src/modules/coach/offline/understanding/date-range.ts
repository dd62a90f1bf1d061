import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parse } from 'date-fns/parse';
import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfWeek } from 'date-fns/startOfWeek';
import { startOfYear } from 'date-fns/startOfYear';
import { subDays } from 'date-fns/subDays';
import { de } from 'date-fns/locale/de';
import { enGB } from 'date-fns/locale/en-GB';
import { normaliseText } from '../normalise.js';
import { NUMBER_PATTERN, numberValue } from './number-words.js';

/**
 * A range of training days the lifter names: `explicit` ranges (the last N days, since a date, in
 * total) are ones the calendar periods of the other answers cannot say, so they always get exact
 * numbers; calendar ranges (this week, last month) only when asked about one exercise's best or
 * progress.
 */
export interface DateRange {
  /** yyyy-MM-dd, both included; `from` is null for "in total" (from the first set). */
  from: string | null;
  to: string;
  kind: 'last_days' | 'since' | 'total' | 'today' | 'yesterday' | 'week' | 'last_week' | 'week_before_last' | 'month' | 'last_month' | 'named_month';
  /** For `last_days`: how many days. */
  days?: number;
}

export const EXPLICIT_RANGES: ReadonlySet<DateRange['kind']> = new Set(['last_days', 'since', 'total', 'week_before_last', 'named_month']);

// With the usual typos: "letzen", "lezten".
const LAST = '(?:letzten|letzen|lezten|vergangenen|letzte|vergangene|last|past|previous)';
const LAST_DAYS = new RegExp(`\\b${LAST} ${NUMBER_PATTERN} (tage|tagen|days|wochen|weeks|monate|monaten|months)\\b`);
const TOTAL = /\b(insgesamt|gesamt|ueberhaupt|bisher|bis jetzt|jemals|seit (beginn|anfang|start)|in total|total|overall|all time|ever|so far|altogether)\b/;

/** "seit Anfang des Jahres", "dieses Jahr", "since the start of the year": from the 1st of January. */
const YEAR_SO_FAR =
  /\b(seit (anfang|beginn|start) (des|dieses) jahres|seit jahres(anfang|beginn)|(in )?diesem jahr|dieses jahr|since the (start|beginning) of (the|this) year|this year|year to date|so far this year)\b/;

const TODAY_FORMAT = 'yyyy-MM-dd';

/** The date after "seit"/"since" in the question as written, in the German or English ways of writing it. */
function sinceDate(question: string, today: Date): Date | null {
  const match =
    /\b(?:seit(?: dem| am)?|since(?: the)?|ab(?: dem)?|from)\s+([0-9]{1,4}[-./][0-9]{1,2}(?:[-./][0-9]{0,4})?|[0-9]{1,2}\.?\s*[A-Za-zäÄ]+(?:\s+[0-9]{4})?|[A-Za-z]+\s+[0-9]{1,2}(?:st|nd|rd|th)?(?:,?\s+[0-9]{4})?)/i.exec(
      question,
    );
  if (!match) return sinceMonth(question, today);
  const written = match[1]!
    .replace(/(\d)(st|nd|rd|th)\b/, '$1')
    .replace(/,/g, '')
    .trim();
  const formats: [string, typeof de][] = [
    ['yyyy-MM-dd', de],
    ['d.M.yyyy', de],
    ['d.M.yy', de],
    ['d.M.', de],
    ['d.M', de],
    ['d. MMMM yyyy', de],
    ['d. MMMM', de],
    ['d MMMM yyyy', enGB],
    ['d MMMM', enGB],
    ['MMMM d yyyy', enGB],
    ['MMMM d', enGB],
    ['d/M/yyyy', enGB],
    ['d/M', enGB],
  ];
  for (const [pattern, locale] of formats) {
    const date = parse(written, pattern, today, { locale });
    if (!isValid(date)) continue;
    // "seit dem 3.12." in November means last December.
    return date > today ? addMonths(date, -12) : date;
  }
  return null;
}

const MONTHS: Readonly<Record<string, number>> = {
  januar: 0,
  january: 0,
  jan: 0,
  februar: 1,
  february: 1,
  feb: 1,
  maerz: 2,
  march: 2,
  april: 3,
  mai: 4,
  may: 4,
  juni: 5,
  june: 5,
  juli: 6,
  july: 6,
  august: 7,
  september: 8,
  sept: 8,
  oktober: 9,
  october: 9,
  okt: 9,
  oct: 9,
  november: 10,
  nov: 10,
  dezember: 11,
  december: 11,
  dez: 11,
  dec: 11,
};

/** "seit September", "since March": the first of that month, last year's when it is still to come. */
function sinceMonth(question: string, today: Date): Date | null {
  const match = /\b(?:seit|since|ab)(?: anfang| beginning of| start of)? ([a-z]+)\b/.exec(normaliseText(question));
  const month = match ? MONTHS[match[1]!] : undefined;
  if (month === undefined) return null;
  const first = new Date(today.getFullYear(), month, 1);
  return first > today ? addMonths(first, -12) : first;
}

/** The range a question names, relative to `today` (yyyy-MM-dd); null when it names none. */
export function readDateRange(question: string, today: string): DateRange | null {
  const day = parse(today, TODAY_FORMAT, new Date());
  const text = ` ${normaliseText(question)} `;
  const iso = (date: Date) => format(date, TODAY_FORMAT);
  const lastDays = LAST_DAYS.exec(text);
  if (lastDays) {
    const count = numberValue(lastDays[1]!);
    const unit = lastDays[2]!;
    const days = Math.round(
      /^(woche|week)/.test(unit) ? count * 7 : /^(monat|month)/.test(unit) ? differenceInCalendarDays(day, addMonths(day, -count)) : count,
    );
    if (days >= 1) return { from: iso(subDays(day, days - 1)), to: today, kind: 'last_days', days };
  }
  if (YEAR_SO_FAR.test(text)) return { from: iso(startOfYear(day)), to: today, kind: 'since' };
  const since = sinceDate(question, day);
  if (since) return { from: iso(since), to: today, kind: 'since' };
  if (TOTAL.test(text)) return { from: null, to: today, kind: 'total' };
  const monday = startOfWeek(day, { weekStartsOn: 1 });
  const firstOfMonth = startOfMonth(day);
  if (/\b(vorletzte|vorletzten) woche\b|\bweek before last\b/.test(text))
    return { from: iso(subDays(monday, 14)), to: iso(subDays(monday, 8)), kind: 'week_before_last' };
  const named = /\b(?:im|in|during) ([a-z]+)\b/.exec(text);
  const month = named ? MONTHS[named[1]!] : undefined;
  if (month !== undefined) {
    const first = new Date(day.getFullYear(), month, 1);
    const start = first > day ? addMonths(first, -12) : first;
    const end = subDays(addMonths(start, 1), 1);
    return { from: iso(start), to: iso(end > day ? day : end), kind: 'named_month' };
  }
  if (/\b(letzte|letzten|letzter|vorige|vorigen|voriger|vergangene|vergangenen|vergangener) woche\b|\blast week\b/.test(text))
    return { from: iso(subDays(monday, 7)), to: iso(subDays(monday, 1)), kind: 'last_week' };
  if (/\b(letzte|letzten|letzter|vorige|vorigen|vergangene|vergangenen) monat\b|\blast month\b/.test(text))
    return { from: iso(addMonths(firstOfMonth, -1)), to: iso(subDays(firstOfMonth, 1)), kind: 'last_month' };
  if (/\b(diese|dieser|this) woche\b|\bthis week\b/.test(text)) return { from: iso(monday), to: today, kind: 'week' };
  if (/\b(diesen|dieser|this) monat\b|\bthis month\b/.test(text)) return { from: iso(firstOfMonth), to: today, kind: 'month' };
  if (/\bgestern\b|\byesterday\b/.test(text)) return { from: iso(addDays(day, -1)), to: iso(addDays(day, -1)), kind: 'yesterday' };
  if (/\bheute\b|\btoday\b/.test(text)) return { from: today, to: today, kind: 'today' };
  return null;
}

/** What a count question asks for. */
export type RangeMeasure = 'sets' | 'days' | 'volume' | 'best' | 'e1rm' | 'progress';

const MEASURES: ReadonlyArray<[RangeMeasure, RegExp]> = [
  ['e1rm', /\b(e1rm|1rm|one rep max|maximalkraft|geschaetzt\w*|estimated)\b/],
  ['best', /\b(best\w*|rekord\w*|pr|prs|schwerst\w*|heaviest|hoechst\w*|top ?satz|top set)\b/],
  ['progress', /\b(fortschritt\w*|progress\w*|verbessert|improved|entwickelt|gesteigert|zugelegt|stronger|staerker)\b/],
  ['volume', /\b(volumen|volume|tonnage|kg bewegt|kilo bewegt|gehoben|lifted|bewegt)\b/],
  [
    'days',
    /\b(trainingstag\w*|tage trainiert|tagen trainiert|training days|days did i train|days i trained|\w*einheit\w*|workouts?|sessions?|wie oft (war|habe|hab|bin)|mal (trainiert|im gym|im studio)|how (many times|often) (did|have) i|times did i|im (gym|studio))\b/,
  ],
  ['sets', /\b(saetze|satz|sets?|wiederholungen|reps)\b/],
  // "Wie viel Kniebeugen letzte Woche?", "How much did I squat last week?": what was moved.
  ['volume', /^(?!.*\b(protein|eiweiss|kalorien|kcal|calories|wasser|water|wiege|weigh|schlaf|sleep|pause|rest)\b).*\b(wie ?viel|how much)\b/],
];

export function readRangeMeasure(question: string): RangeMeasure | null {
  const text = ` ${normaliseText(question)} `;
  return MEASURES.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}
