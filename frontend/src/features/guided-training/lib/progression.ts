import { formatNumber } from '../../../lib/numbers';
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

/** "8-12" → {min: 8, max: 12}; "10" → 10–10; anything else (a time, empty) → null. */
export function repRange(reps: string | null | undefined): { min: number; max: number } | null {
  const match = /^\s*(\d{1,3})\s*(?:[-–]\s*(\d{1,3}))?\s*$/.exec(reps ?? '');
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] ? Number(match[2]) : min;
  return min >= 1 && max >= min ? { min, max } : null;
}

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
