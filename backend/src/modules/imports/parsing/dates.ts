import { TZDate } from '@date-fns/tz';

/** A wall-clock time as an export writes it, without a zone. */
interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** English and German month names and abbreviations, as Hevy writes dates in either ("15 Sep 2025", "15. Okt. 2025"). */
const MONTHS: Record<string, number> = Object.fromEntries(
  [
    ['jan', 'january', 'januar', 'jän', 'jänner'],
    ['feb', 'february', 'februar'],
    ['mar', 'march', 'mär', 'mrz', 'märz'],
    ['apr', 'april'],
    ['may', 'mai'],
    ['jun', 'june', 'juni'],
    ['jul', 'july', 'juli'],
    ['aug', 'august'],
    ['sep', 'sept', 'september'],
    ['oct', 'october', 'okt', 'oktober'],
    ['nov', 'november'],
    ['dec', 'december', 'dez', 'dezember'],
  ].flatMap((names, index) => names.map((name) => [name, index + 1])),
);

const TIME = String.raw`(?:[ T,]+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(am|pm)?)?`;
/** 2025-09-15 07:48:00 (Strong), 2025-09-15T07:48 */
const ISO_LOCAL = new RegExp(String.raw`^(\d{4})-(\d{1,2})-(\d{1,2})${TIME}$`, 'i');
/** 15.09.2025 or 15.09.2025 07:48 (Hantelwerk, German spreadsheets) */
const GERMAN = new RegExp(String.raw`^(\d{1,2})\.(\d{1,2})\.(\d{4})${TIME}$`, 'i');
/** 15 Sep 2025, 07:48 (Hevy) */
const DAY_MONTH_NAME = new RegExp(String.raw`^(\d{1,2})\.?\s+(\p{L}+)\.?\s+(\d{4})${TIME}$`, 'iu');
/** Sep 15, 2025, 7:48 AM (Hevy in a US locale) */
const MONTH_NAME_DAY = new RegExp(String.raw`^(\p{L}+)\.?\s+(\d{1,2}),?\s+(\d{4})${TIME}$`, 'iu');
/** An instant with its offset: 2025-09-15T05:48:00Z, 2025-09-15T07:48:00+02:00 */
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

function localDateTime(text: string): LocalDateTime | null {
  let parts: (string | undefined)[] | null;
  let year: string | undefined, month: number | undefined, day: string | undefined;
  if ((parts = ISO_LOCAL.exec(text))) [year, month, day] = [parts[1], Number(parts[2]), parts[3]];
  else if ((parts = GERMAN.exec(text))) [day, month, year] = [parts[1], Number(parts[2]), parts[3]];
  else if ((parts = DAY_MONTH_NAME.exec(text))) [day, month, year] = [parts[1], MONTHS[parts[2]!.toLowerCase()], parts[3]];
  else if ((parts = MONTH_NAME_DAY.exec(text))) [month, day, year] = [MONTHS[parts[1]!.toLowerCase()], parts[2], parts[3]];
  else return null;
  if (month === undefined) return null;
  const [hourText, minute, second, meridiem] = parts.slice(4, 8);
  let hour = Number(hourText ?? 0);
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem.toLowerCase() === 'pm' ? 12 : 0);
  }
  return { year: Number(year), month, day: Number(day), hour, minute: Number(minute ?? 0), second: Number(second ?? 0) };
}

function isRealDate({ year, month, day, hour, minute, second }: LocalDateTime): boolean {
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return year >= 1900 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth && hour <= 23 && minute <= 59 && second <= 59;
}

/**
 * The instant a date in an export means. Exports write wall-clock time without a zone (Strong,
 * Hevy, Hantelwerk), which is read in `timeZone` (the lifter's); a time with an offset is taken as
 * it is. Only a date: 12:00 that day, so that the calendar date is the same in every zone near it.
 * Null when the text is no date or no real one (31.02.2025).
 */
export function parseDateTime(text: string, timeZone: string): Date | null {
  const trimmed = text.trim();
  if (WITH_OFFSET.test(trimmed)) {
    const instant = new Date(trimmed);
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  const local = localDateTime(trimmed);
  if (!local || !isRealDate(local)) return null;
  const hasTime = /\d:\d{2}/.test(trimmed);
  const { year, month, day, hour, minute, second } = local;
  return new Date(new TZDate(year, month - 1, day, hasTime ? hour : 12, hasTime ? minute : 0, hasTime ? second : 0, timeZone).getTime());
}
