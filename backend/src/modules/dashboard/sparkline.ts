import type { DatedSet, ExerciseSet, Period } from '../workouts/index.js';
import { bestByE1rm, dayNumber, monthOf, periodStart } from '../workouts/index.js';

/**
 * The most points a card's sparkline carries, whatever the period (issue #44): its chart is
 * 300×100 px, and the all-time answer of a lifter with 86 exercises stays under 80 KB. The
 * exercise's own page draws every training day.
 */
export const SPARKLINE_POINTS = 12;

/** What one point of the sparkline stands for: the best set of `length` days (7d to 1y) or months (all). */
export interface SparklineSpan {
  unit: 'day' | 'month';
  length: number;
}

/** The spans of a period: `start` is the first span's first day (a month's first day for months). */
export interface SparklineSpans extends SparklineSpan {
  start: string;
}

const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

/**
 * The period from its first day to today cut into the fewest equal spans that leave at most 12:
 * whole days for 7d to 1y (a day each for 7d, three for 30d, 16 for 6m, 31 for 1y), whole months
 * for `all` from the month of the first training day (a month each for the first year, two for
 * two years, …), so every card of one answer cuts time alike and a span's best set is exact:
 * the all-time points are the months' bests (training-months).
 */
export function sparklineSpans(period: Period, firstTrainingDate: string | null, today: string): SparklineSpans {
  const since = periodStart(period, today);
  if (since === null) {
    const start = monthOf(firstTrainingDate ?? today);
    return { unit: 'month', length: Math.ceil((monthIndex(today) - monthIndex(start) + 1) / SPARKLINE_POINTS), start };
  }
  return { unit: 'day', length: Math.ceil((dayNumber(today) - dayNumber(since) + 1) / SPARKLINE_POINTS), start: since };
}

/**
 * Which span a date falls in, 0 the first. A set dated tomorrow (set-rules allow it) in the month
 * after today's joins the last span, so a card never carries more than 12 points.
 */
function spanOf(date: string, spans: SparklineSpans): number {
  const offset = spans.unit === 'day' ? dayNumber(date) - dayNumber(spans.start) : monthIndex(date) - monthIndex(spans.start);
  return Math.min(Math.floor(offset / spans.length), SPARKLINE_POINTS - 1);
}

/** A card's points, oldest first, and which of them (its index) is the exercise's e1RM record; null when the record lies outside the period. */
export interface Sparkline {
  points: DatedSet[];
  record: number | null;
}

/**
 * Each exercise's sparkline from sets that are each the best of a day or a month: per span its
 * best set by estimated 1RM (the earliest on a tie, as records go), so the period's best set is
 * always a point, and the exercise's e1RM record (`recordIds`, by machine) is one whenever it lies
 * in the period: it is the best set of its span.
 */
export function sparklines(sets: readonly ExerciseSet[], spans: SparklineSpans, recordIds: ReadonlyMap<string, string>): Map<string, Sparkline> {
  const bests = new Map<string, Map<number, DatedSet>>();
  for (const { machineId, set } of sets) {
    const own = bests.get(machineId) ?? new Map<number, DatedSet>();
    const span = spanOf(set.date, spans);
    const kept = own.get(span);
    own.set(span, kept ? bestByE1rm(kept, set) : set);
    bests.set(machineId, own);
  }
  return new Map(
    [...bests].map(([machineId, own]) => {
      const points = [...own].sort(([a], [b]) => a - b).map(([, set]) => set);
      const record = points.findIndex((point) => point.id === recordIds.get(machineId));
      return [machineId, { points, record: record === -1 ? null : record }];
    }),
  );
}
