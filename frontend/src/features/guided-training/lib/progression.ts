import { formatNumber } from '../../../lib/numbers';
import { repRange } from '../../../lib/reps-target';
import { t } from '../messages';

/** One set of the last session on an exercise. */
export interface PastSet {
  weight: number;
  reps: number;
}

export interface Suggestion {
  weight: number;
  reps: number;
  /** One line saying why, or null when there is nothing to say. */
  reason: string | null;
}

/** The smallest plate step most gyms have: 2 × 1.25 kg. */
export const WEIGHT_STEP_KG = 2.5;

/**
 * Double progression within the plan's rep range: when every set of the last session reached the
 * top of the range, the weight goes up by 2.5 kg and the reps start at the bottom again; within the
 * range, the same weight for one more rep; below it, the same weight until the range is reached.
 * Without a range the last set is repeated. `lastSession` is the last day's sets, any order.
 */
export function suggestNext(lastSession: readonly PastSet[], reps: string | null | undefined): Suggestion | null {
  if (lastSession.length === 0) return null;
  const heaviest = Math.max(...lastSession.map((set) => set.weight));
  const working = lastSession.filter((set) => set.weight === heaviest);
  const lastReps = Math.min(...working.map((set) => set.reps));
  const range = repRange(reps);
  if (!range) return { weight: heaviest, reps: lastReps, reason: null };
  if (working.every((set) => set.reps >= range.max)) {
    return {
      weight: heaviest + WEIGHT_STEP_KG,
      reps: range.min,
      reason: t('guided.progression.up', { max: range.max, kg: formatNumber(heaviest) }),
    };
  }
  if (lastReps < range.min) {
    return { weight: heaviest, reps: range.min, reason: t('guided.progression.hold', range) };
  }
  return {
    weight: heaviest,
    reps: Math.min(range.max, lastReps + 1),
    reason: t('guided.progression.more', range),
  };
}

/** The plan's target for an exercise, as far as it has one. */
export interface PlannedTarget {
  reps: string | null;
  target_weight: number | null;
}

/**
 * What the inputs start with: the plan's target weight when it has one (with the bottom of its rep
 * range, else the reps the history suggests), else the suggestion from the last session, else the
 * latest set. `fromPlan` says which, so the screen can say where the numbers come from.
 */
export function startingSet(target: PlannedTarget | null, suggestion: Suggestion | null, latest: PastSet | null): (PastSet & { fromPlan: boolean }) | null {
  if (target?.target_weight !== null && target?.target_weight !== undefined) {
    const reps = repRange(target.reps)?.min ?? suggestion?.reps ?? latest?.reps ?? null;
    if (reps !== null) return { weight: target.target_weight, reps, fromPlan: true };
  }
  const fromHistory = suggestion ?? latest;
  return fromHistory ? { weight: fromHistory.weight, reps: fromHistory.reps, fromPlan: false } : null;
}
