import { countsInFigures, type WorkoutEntry } from '../../workouts';

/** Spec §9: the trend line shows the last 7 entries. */
export const TREND_ENTRIES = 7;

export interface ExerciseInsights {
  /** "Letztes Mal": the top set (best estimated 1RM) of the last session, never a set of the running one. */
  lastTime: WorkoutEntry | null;
  /** The sets of the latest training day, for the next session's suggestion. */
  lastSession: WorkoutEntry[];
  /** The set with the best estimated 1RM ever. */
  best: WorkoutEntry | null;
  /** Weight × reps of the last entries, oldest first. */
  trend: number[];
}

/**
 * What the session shows beside the inputs, from the exercise's entries (newest first, as the API
 * answers), warm-ups left out: they count in no figure. The last session is the latest training day
 * before this one: the sets logged in the running session (`ownEntryIds`) do not count, or the
 * suggestion would move after every set.
 */
export function insightsOf(allEntries: readonly WorkoutEntry[], ownEntryIds: ReadonlySet<string> = new Set()): ExerciseInsights {
  const entries = allEntries.filter(countsInFigures);
  const earlier = entries.filter((entry) => !ownEntryIds.has(entry.id));
  const lastDate = earlier[0]?.date;
  const lastSession = earlier.filter((entry) => entry.date === lastDate);
  return {
    lastTime: bestByE1rm(lastSession),
    lastSession,
    best: bestByE1rm(entries),
    trend: entries
      .slice(0, TREND_ENTRIES)
      .map((entry) => entry.max_weight * entry.reps)
      .reverse(),
  };
}

/** The set with the best estimated 1RM; on a tie the one reached first (entries come newest first). */
function bestByE1rm(entries: readonly WorkoutEntry[]): WorkoutEntry | null {
  return entries.reduce<WorkoutEntry | null>((best, entry) => (!best || entry.e1rm >= best.e1rm ? entry : best), null);
}
