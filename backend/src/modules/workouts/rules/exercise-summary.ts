import type { DaySummary, LoggedSet } from './performance.js';
import { better, e1rmOf, volumeOf } from './performance.js';

/** A set with its training date: over an exercise's days the date comes before the order of logging. */
export interface DatedSet extends LoggedSet {
  date: string;
}

/**
 * What the dashboard keeps per exercise over all its days: a day's summary over every day (the
 * count, the volume, the set holding each record, and as `latest` the newest date's last logged
 * set). A record goes to the set that reached it first: the earliest training date, and on that
 * date the set logged first (as the day's bests, rules/performance.ts).
 */
export interface ExerciseSummary<T extends DatedSet> extends DaySummary<T> {
  /** The highest position in the order of logging: a set at or below it was counted already. */
  lastLoggedSeq: number;
}

/** Which of two sets reached a value first: the earlier date, on one date the set logged first. */
export const reachedFirst = (a: DatedSet, b: DatedSet): boolean => a.date < b.date || (a.date === b.date && a.seq < b.seq);
/** The better of two sets by estimated 1RM; on a tie the one that reached it first (the record's rule). */
export const bestByE1rm = better<DatedSet>(e1rmOf, reachedFirst);

const isNewer = (a: DatedSet, b: DatedSet): boolean => reachedFirst(b, a);

export function summariseExercise<T extends DatedSet>(sets: readonly T[]): ExerciseSummary<T> | null {
  if (sets.length === 0) return null;
  const [first, ...rest] = sets;
  const start: ExerciseSummary<T> = {
    setCount: 1,
    volume: volumeOf(first!),
    best: first!,
    heaviest: first!,
    topVolume: first!,
    latest: first!,
    lastLoggedSeq: first!.seq,
  };
  return rest.reduce(addToExercise, start);
}

/** The summary with one more set, which may join in any order (an edit moves a set to another date). */
export function addToExercise<T extends DatedSet>(summary: ExerciseSummary<T>, set: T): ExerciseSummary<T> {
  return {
    setCount: summary.setCount + 1,
    volume: summary.volume + volumeOf(set),
    best: better<T>(e1rmOf, reachedFirst)(summary.best, set),
    heaviest: better<T>((candidate) => candidate.max_weight, reachedFirst)(summary.heaviest, set),
    topVolume: better<T>(volumeOf, reachedFirst)(summary.topVolume, set),
    latest: isNewer(set, summary.latest) ? set : summary.latest,
    lastLoggedSeq: Math.max(summary.lastLoggedSeq, set.seq),
  };
}

/**
 * The summary without one of its sets, or null when that set held a record, was the newest or the
 * last logged: then only the exercise's other sets can tell what takes its place, and the caller
 * counts them again.
 * Any other set leaves the records as they were, so an edit or deletion costs the same after years.
 */
export function removeFromExercise<T extends DatedSet>(summary: ExerciseSummary<T>, set: DatedSet): ExerciseSummary<T> | null {
  const { best, heaviest, topVolume, latest } = summary;
  if ([best, heaviest, topVolume, latest].some((kept) => kept.id === set.id) || set.seq === summary.lastLoggedSeq) return null;
  return { ...summary, setCount: summary.setCount - 1, volume: summary.volume - volumeOf(set) };
}
