import { addDays, mondayOf, monthOf, subtractMonths } from './calendar.js';

/** The dashboard's time windows (spec §9); 30d is the default. */
export const PERIODS = ['7d', '30d', '6m', '1y', 'all'] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = '30d';

/**
 * First day inside a period, `today` being the Berlin date: 7d is today and the 6 days before,
 * 30d reaches 29 days back, 6m six calendar months, 1y one year; `all` has no start (null).
 */
export function periodStart(period: Period, today: string): string | null {
  switch (period) {
    case '7d':
      return addDays(today, -6);
    case '30d':
      return addDays(today, -29);
    case '6m':
      return subtractMonths(today, 6);
    case '1y':
      return subtractMonths(today, 12);
    case 'all':
      return null;
    default: {
      const unknownPeriod: never = period;
      return unknownPeriod;
    }
  }
}

/** What one chart point stands for: a training day, or the best training day of a longer span. */
export const POINT_SPANS = ['day', 'week', 'month', 'quarter', 'year'] as const;
export type PointSpan = (typeof POINT_SPANS)[number];

/** At most about this many points per exercise for `all`, so its answer stays small after any number of years. */
const MAX_ALL_TIME_POINTS = 36;

/**
 * The span of a period's points (issue #33): days for 7d and 30d, weeks for 6m and 1y, and for
 * `all` the shortest of month, quarter and year that leaves at most 36 points since the first
 * training day (null: no training yet).
 */
export function pointSpan(period: Period, firstTrainingDate: string | null, today: string): PointSpan {
  if (period === '7d' || period === '30d') return 'day';
  if (period !== 'all') return 'week';
  if (firstTrainingDate === null) return 'month';
  for (const [span, months] of [
    ['month', 1],
    ['quarter', 3],
  ] as const) {
    if (subtractMonths(today, months * (MAX_ALL_TIME_POINTS - 1)) <= firstTrainingDate) return span;
  }
  return 'year';
}

/** The first day of the span a date falls in: the day itself, its week's Monday, its month's, quarter's or year's first day. */
export function spanStart(date: string, span: PointSpan): string {
  switch (span) {
    case 'day':
      return date;
    case 'week':
      return mondayOf(date);
    case 'month':
      return monthOf(date);
    case 'quarter':
      return `${date.slice(0, 5)}${String(Math.floor((Number(date.slice(5, 7)) - 1) / 3) * 3 + 1).padStart(2, '0')}-01`;
    case 'year':
      return `${date.slice(0, 4)}-01-01`;
    default: {
      const unknownSpan: never = span;
      return unknownSpan;
    }
  }
}
