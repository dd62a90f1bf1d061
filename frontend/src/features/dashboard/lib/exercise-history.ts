import { countsInFigures, type WorkoutEntry } from '../../../shared/sets';
import type { RecordKind } from './record';

/** One training day of an exercise: its sets in the order logged, and its best set by e1RM (its progress point). */
export interface HistoryDay {
  date: string;
  /** Warm-ups too: every set the lifter logged. */
  sets: WorkoutEntry[];
  /** Warm-ups left out (they count in no figure); null on a day of warm-ups only. */
  best: WorkoutEntry | null;
}

/** A day with a best set: a point of the chart. */
export type ChartedDay = HistoryDay & { best: WorkoutEntry };

export interface ExerciseHistory {
  /** Newest day first, as the lifter scrolls back. */
  days: HistoryDay[];
  /** The days with a best set, newest first. */
  charted: ChartedDay[];
  /** Each record with the set that first reached it (the server marks it on the entry). */
  records: { kind: RecordKind; entry: WorkoutEntry }[];
}

const RECORD_ORDER: readonly RecordKind[] = ['weight', 'e1rm', 'volume'];

/** The set with the best estimated 1RM, on a tie the one logged first; warm-ups never. */
const bestOf = (sets: readonly WorkoutEntry[]) =>
  sets.filter(countsInFigures).reduce<WorkoutEntry | null>((best, set) => (!best || set.e1rm > best.e1rm ? set : best), null);

/**
 * An exercise's whole history from its entries (newest first, as the API answers): the days, each
 * with its best set by estimated 1RM (on a tie the one logged first), which is the point the chart
 * draws, the same rule as the dashboard's (docs/decisions/26-progress-that-agrees-with-itself.md).
 */
export function historyOf(entries: readonly WorkoutEntry[]): ExerciseHistory {
  const byDate = new Map<string, WorkoutEntry[]>();
  for (const entry of [...entries].reverse()) {
    const sets = byDate.get(entry.date);
    if (sets) sets.push(entry);
    else byDate.set(entry.date, [entry]);
  }
  const days = [...byDate.entries()].sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0)).map(([date, sets]) => ({ date, sets, best: bestOf(sets) }));
  const records = RECORD_ORDER.flatMap((kind) => {
    const entry = entries.find((candidate) => candidate.personal_records.includes(kind));
    return entry ? [{ kind, entry }] : [];
  });
  return { days, charted: days.filter((day): day is ChartedDay => day.best !== null), records };
}

/** How many dates fit under the exercise chart on a 320 px phone, 12 px each. */
const AXIS_TICKS = 4;

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The days (yyyy-MM-dd) the chart's time axis names: the first and the newest training day and,
 * between them, days spread evenly in time, at most four in all and none twice. Evenly spread, so
 * their labels keep apart on a narrow phone; the newest among them, so the axis ends with a date
 * (and the chart keeps room for it) where the line ends.
 */
export function axisDays(first: string, newest: string): string[] {
  const span = dayNumber(newest) - dayNumber(first);
  const count = Math.min(AXIS_TICKS, span + 1);
  if (count <= 1) return [newest];
  return Array.from({ length: count }, (_, index) => dateOfDay(dayNumber(first) + Math.round((index * span) / (count - 1))));
}
