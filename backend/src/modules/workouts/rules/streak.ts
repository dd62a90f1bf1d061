import { addDays, mondayOf } from './calendar.js';

/**
 * A pause as the profile records it: switched on during `start`, off during `end` (null while it
 * lasts). Only the days strictly between are paused: a set logged on the morning before falling
 * ill, or on the day of coming back, still counts, and switching pause on and off again at once
 * pauses nothing.
 */
export interface PausePeriod {
  start: string;
  end: string | null;
}

export interface StreakInput {
  /** Dates with at least one logged set (any order, duplicates allowed). */
  trainingDays: readonly string[];
  pauses: readonly PausePeriod[];
  /** Today in Berlin. */
  today: string;
}

export interface Streak {
  /** Weeks in a row, Monday to Sunday, with at least one set that counts. */
  weeks: number;
  /** Monday of the current week. */
  weekStart: string;
  /**
   * The week that broke the streak, or null when the walk ran out of training days; a reader that
   * loaded only recent days loads the rest when this is null.
   */
  brokenAt: string | null;
}

export function isPausedDay(date: string, pauses: readonly PausePeriod[]): boolean {
  return pauses.some((pause) => date > pause.start && (pause.end === null || date < pause.end));
}

/** Does the week starting `monday` contain a paused day? */
export function weekHasPausedDay(monday: string, pauses: readonly PausePeriod[]): boolean {
  const sunday = addDays(monday, 6);
  return pauses.some((pause) => {
    const first = addDays(pause.start, 1);
    const last = pause.end === null ? sunday : addDays(pause.end, -1);
    return first <= last && first <= sunday && last >= monday;
  });
}

/**
 * The weekly streak (spec: "streak in weeks"). Monday weeks (Berlin) count when they hold a set on
 * a day that is not paused. Walking back from the current week: a counting week adds one; a week
 * without one breaks the streak, unless it has a paused day (then it neither counts nor breaks:
 * the streak is frozen) or it is the current week (its set may still come). Sets dated after
 * today do not count yet.
 */
export function currentStreak({ trainingDays, pauses, today }: StreakInput): Streak {
  const weekStart = mondayOf(today);
  const counted = new Set<string>();
  for (const day of trainingDays) {
    if (day <= today && !isPausedDay(day, pauses)) counted.add(mondayOf(day));
  }
  if (counted.size === 0) return { weeks: 0, weekStart, brokenAt: null };
  const earliest = [...counted].reduce((min, week) => (week < min ? week : min));

  let weeks = 0;
  let week = counted.has(weekStart) ? weekStart : addDays(weekStart, -7);
  for (; week >= earliest; week = addDays(week, -7)) {
    if (counted.has(week)) weeks++;
    else if (!weekHasPausedDay(week, pauses)) return { weeks, weekStart, brokenAt: week };
  }
  return { weeks, weekStart, brokenAt: null };
}
