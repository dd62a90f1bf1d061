/**
 * Numbers derived from sets, each rule once: volume, estimated one-rep max, the best set of a
 * training day, a day's summary, personal records and the dashboard's percentage change. The
 * dashboard's read model, its reads and the coach all call these.
 */

/** A set as these rules need it; `seq` (its logging position) orders sets of one date. */
export interface LoggedSet {
  id: string;
  seq: number;
  max_weight: number;
  reps: number;
}

/** Volume of a set: max_weight × reps (the spec's score). */
export function setVolume(maxWeight: number, reps: number): number {
  return maxWeight * reps;
}

/**
 * Estimated one-rep max by Epley: w × (1 + reps / 30); a single rep is the weight itself. Computed
 * as w × (30 + reps) / 30 with an exact numerator (weights are 0.5 kg steps) and one correctly
 * rounded division, so equal estimates are equal numbers and compare as ties.
 */
export function estimatedOneRepMax(maxWeight: number, reps: number): number {
  return reps === 1 ? maxWeight : (maxWeight * (30 + reps)) / 30;
}

export function roundToOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

const loggedFirst = (a: LoggedSet, b: LoggedSet): boolean => a.seq < b.seq;

/**
 * The better of two sets by a measure; on a tie the one that reached it first (records go to who
 * reached them first): by default the one logged first.
 */
export function better<T extends LoggedSet>(measure: (set: T) => number, reachedFirst: (a: T, b: T) => boolean = loggedFirst): (a: T, b: T) => T {
  return (a, b) => {
    const difference = measure(a) - measure(b);
    return difference > 0 || (difference === 0 && reachedFirst(a, b)) ? a : b;
  };
}

export const e1rmOf = (set: LoggedSet): number => estimatedOneRepMax(set.max_weight, set.reps);
export const volumeOf = (set: LoggedSet): number => setVolume(set.max_weight, set.reps);

/**
 * The best set of a training day: the heaviest estimated 1RM, which is what lifters read as
 * progress (a heavier triple beats a lighter set of ten); on a tie the set logged first.
 */
export function bestSetOfDay<T extends LoggedSet>(sets: readonly T[]): T | null {
  return sets.length === 0 ? null : sets.reduce(better<T>(e1rmOf));
}

/** What the dashboard keeps per machine and training day. */
export interface DaySummary<T extends LoggedSet> {
  setCount: number;
  volume: number;
  best: T;
  heaviest: T;
  topVolume: T;
  /** The set logged last. */
  latest: T;
}

export function summariseDay<T extends LoggedSet>(sets: readonly T[]): DaySummary<T> | null {
  if (sets.length === 0) return null;
  const [first, ...rest] = sets;
  const start: DaySummary<T> = { setCount: 1, volume: volumeOf(first!), best: first!, heaviest: first!, topVolume: first!, latest: first! };
  return rest.reduce(addToDay, start);
}

/**
 * A day's summary with one more set: counts add up, and each best stays or goes to the new set by
 * the same comparison as above, so sets may join in any order (a set moved in from another day
 * keeps its place in the order of logging).
 */
export function addToDay<T extends LoggedSet>(day: DaySummary<T>, set: T): DaySummary<T> {
  return {
    setCount: day.setCount + 1,
    volume: day.volume + volumeOf(set),
    best: better<T>(e1rmOf)(day.best, set),
    heaviest: better<T>((candidate) => candidate.max_weight)(day.heaviest, set),
    topVolume: better<T>(volumeOf)(day.topVolume, set),
    latest: set.seq > day.latest.seq ? set : day.latest,
  };
}

/**
 * Percentage change from the first to the last point of a period, by the e1RM of each day's best
 * set: (last − first) / first × 100 rounded to the nearest whole percent; a flat line is exactly 0
 * (shown as "0.0"). Null with fewer than two points, and when the first is 0 and the last is not.
 */
export function changePercent(points: readonly { e1rm: number }[]): number | null {
  if (points.length < 2) return null;
  const first = points[0]!.e1rm;
  const last = points[points.length - 1]!.e1rm;
  if (last === first) return 0;
  if (first === 0) return null;
  return Math.round(((last - first) / first) * 100);
}

/**
 * Progress of an exercise from one training day to a later one, by the best e1RM of each day (the
 * same measure and rounding as the dashboard's change): null for two sets of one day, so a warm-up
 * followed by the top set is never read as a gain.
 */
export function progressBetweenDays(earlier: { date: string; e1rm: number }, later: { date: string; e1rm: number }): number | null {
  if (earlier.date >= later.date) return null;
  return changePercent([earlier, later]);
}
