/**
 * Numbers derived from sets: volume (score), estimated one-rep max, personal records and the
 * dashboard's percentage change. Weights are multiples of 0.5 kg, so the products stay exact.
 */

/** Score of a set as the spec defines it for chart points: max_weight × reps. */
export function setVolume(maxWeight: number, reps: number): number {
  return maxWeight * reps;
}

/**
 * Estimated one-rep max by Epley: w × (1 + reps / 30); a single rep is the weight itself.
 * Computed as w × (30 + reps) / 30, one correctly rounded division, so equal values tie exactly.
 */
export function estimatedOneRepMax(maxWeight: number, reps: number): number {
  return reps === 1 ? maxWeight : (maxWeight * (30 + reps)) / 30;
}

/**
 * The e1RM scaled by 30, exact for weights in 0.5 kg steps: what records compare and store, so a
 * tie is a tie in JavaScript and in SQL alike. Divide by 30 to show it.
 */
export function oneRepMaxRank(maxWeight: number, reps: number): number {
  return reps === 1 ? maxWeight * 30 : maxWeight * (30 + reps);
}

export const ONE_REP_MAX_RANK_SCALE = 30;

export function roundToOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * Percentage change from the first to the last point (spec §9): (last − first) / first × 100,
 * floored (so −2.3 becomes −3); a flat line is exactly 0 (shown as "0.0"). Null with fewer than two
 * points, and when the first score is 0 and the last is not (no base to compare with).
 */
export function changePercent(points: readonly { score: number }[]): number | null {
  if (points.length < 2) return null;
  const first = points[0]!.score;
  const last = points[points.length - 1]!.score;
  if (last === first) return 0;
  if (first === 0) return null;
  // Scores are multiples of 0.5: doubled they are integers, and the floor of an integer ratio is exact.
  const firstUnits = Math.round(first * 2);
  const lastUnits = Math.round(last * 2);
  return Math.floor((100 * (lastUnits - firstUnits)) / firstUnits);
}

/** An entry as the records and the chart need it; `seq` orders entries logged on the same date. */
export interface RankedSet {
  entryId: string;
  date: string;
  seq: number;
  maxWeight: number;
  reps: number;
}

export interface RecordHolder {
  entryId: string;
  value: number;
  date: string;
  seq: number;
}

export interface MachineSummary {
  entryCount: number;
  latest: RankedSet | null;
  weight: RecordHolder | null;
  /** Its value is the `oneRepMaxRank` (e1RM × 30). */
  e1rm: RecordHolder | null;
  volume: RecordHolder | null;
}

/** Chronological order: by training date, then by the order the sets were logged. */
export function chronological(a: { date: string; seq: number }, b: { date: string; seq: number }): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : a.seq - b.seq;
}

/** A record goes to the higher value; on a tie to the entry that reached it first. */
function beats(candidate: RecordHolder, holder: RecordHolder | null): boolean {
  if (!holder) return true;
  if (candidate.value !== holder.value) return candidate.value > holder.value;
  return chronological(candidate, holder) < 0;
}

export const emptySummary = (): MachineSummary => ({ entryCount: 0, latest: null, weight: null, e1rm: null, volume: null });

/** Adds one set to a machine's summary: count, latest set, and the three personal records. */
export function addToSummary(summary: MachineSummary, set: RankedSet): MachineSummary {
  const holder = (value: number): RecordHolder => ({ entryId: set.entryId, value, date: set.date, seq: set.seq });
  const weight = holder(set.maxWeight);
  const e1rm = holder(oneRepMaxRank(set.maxWeight, set.reps));
  const volume = holder(setVolume(set.maxWeight, set.reps));
  return {
    entryCount: summary.entryCount + 1,
    latest: !summary.latest || chronological(set, summary.latest) > 0 ? set : summary.latest,
    weight: beats(weight, summary.weight) ? weight : summary.weight,
    e1rm: beats(e1rm, summary.e1rm) ? e1rm : summary.e1rm,
    volume: beats(volume, summary.volume) ? volume : summary.volume,
  };
}

export function summarise(sets: readonly RankedSet[]): MachineSummary {
  return sets.reduce(addToSummary, emptySummary());
}

export type PersonalRecord = 'weight' | 'e1rm' | 'volume';

/** Which records an entry holds, in a fixed order. */
export function recordsHeldBy(entryId: string, holders: { weight: string | null; e1rm: string | null; volume: string | null }): PersonalRecord[] {
  return (['weight', 'e1rm', 'volume'] as const).filter((record) => holders[record] === entryId);
}

/** The chart point of a training day: its best set by score; on a tie the one logged first. */
export function bestSetOfDay<T extends RankedSet>(sets: readonly T[]): T | null {
  let best: T | null = null;
  for (const set of sets) {
    const score = setVolume(set.maxWeight, set.reps);
    if (!best) {
      best = set;
      continue;
    }
    const bestScore = setVolume(best.maxWeight, best.reps);
    if (score > bestScore || (score === bestScore && set.seq < best.seq)) best = set;
  }
  return best;
}
