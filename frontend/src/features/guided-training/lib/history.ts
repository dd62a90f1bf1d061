import type { WorkoutEntry } from '../../workouts';

/** Spec §9: the trend line shows the last 7 entries. */
export const TREND_ENTRIES = 7;

export interface ExerciseInsights {
  latest: WorkoutEntry | null;
  /** The sets of the latest training day, for the next session's suggestion. */
  lastSession: WorkoutEntry[];
  /** The set with the best estimated 1RM ever. */
  best: WorkoutEntry | null;
  /** Weight × reps of the last entries, oldest first. */
  trend: number[];
}

/**
 * What the session shows beside the inputs, from the exercise's entries (newest first, as the API
 * answers). The last session is the latest training day before this one: the sets logged in the
 * running session (`ownEntryIds`) do not count, or the suggestion would move after every set.
 */
export function insightsOf(entries: readonly WorkoutEntry[], ownEntryIds: ReadonlySet<string> = new Set()): ExerciseInsights {
  const latest = entries[0] ?? null;
  const earlier = entries.filter((entry) => !ownEntryIds.has(entry.id));
  const lastDate = earlier[0]?.date;
  return {
    latest,
    lastSession: earlier.filter((entry) => entry.date === lastDate),
    best: entries.reduce<WorkoutEntry | null>((best, entry) => (!best || entry.e1rm > best.e1rm ? entry : best), null),
    trend: entries
      .slice(0, TREND_ENTRIES)
      .map((entry) => entry.max_weight * entry.reps)
      .reverse(),
  };
}
