import type { PausePeriod } from '../../users/index.js';
import { addDays, fromDayNumber, mondayNumber } from './calendar.js';

export interface StreakInput {
  /** Dates with at least one logged set (any order, duplicates allowed). */
  trainingDays: readonly string[];
  pauses: readonly PausePeriod[];
  /** Days (Berlin) the streak freezes were bought, one per freeze (a pack of three: the day three times). */
  freezes?: readonly string[];
  /** Today in Berlin. */
  today: string;
}

export interface Streak {
  /** Weeks in a row, Monday to Sunday, with at least one set that counts. */
  weeks: number;
  /** Monday of the current week. */
  weekStart: string;
  /** Freezes bought and not used up by a missed week yet. */
  freezesLeft: number;
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
 * without one breaks the streak, unless it has a paused day or a streak freeze covers it (then it
 * neither counts nor breaks: the streak is frozen) or it is the current week (its set may still
 * come). Sets dated after today do not count yet.
 */
export function currentStreak({ trainingDays, pauses, freezes = [], today }: StreakInput): Streak {
  // Weeks are Mondays' day numbers here, as years of training days are put in their weeks.
  const thisWeek = mondayNumber(today);
  const weekStart = fromDayNumber(thisWeek);
  const counted = new Set<number>();
  for (const day of trainingDays) {
    if (day <= today && !isPausedDay(day, pauses)) counted.add(mondayNumber(day));
  }
  if (counted.size === 0) return { weeks: 0, weekStart, freezesLeft: freezes.length };
  const earliest = Math.min(...counted);
  const { frozen, freezesLeft } = frozenWeeks(counted, pauses, freezes, earliest, thisWeek);

  let weeks = 0;
  for (let week = counted.has(thisWeek) ? thisWeek : thisWeek - 7; week >= earliest; week -= 7) {
    if (counted.has(week)) weeks++;
    else if (!frozen.has(week) && !weekHasPausedDay(fromDayNumber(week), pauses)) return { weeks, weekStart, freezesLeft };
  }
  return { weeks, weekStart, freezesLeft };
}

/**
 * Which missed weeks the freezes cover. Oldest first, each finished week without a counting set
 * or a paused day uses the oldest unused freeze that was bought before the week ended: a freeze
 * protects what comes after its purchase, it does not buy back a streak already broken.
 */
function frozenWeeks(
  counted: ReadonlySet<number>,
  pauses: readonly PausePeriod[],
  freezes: readonly string[],
  earliest: number,
  thisWeek: number,
): { frozen: Set<number>; freezesLeft: number } {
  const bought = [...freezes].sort();
  const frozen = new Set<number>();
  let used = 0;
  for (let week = earliest; week < thisWeek && used < bought.length; week += 7) {
    if (counted.has(week) || weekHasPausedDay(fromDayNumber(week), pauses)) continue;
    if (bought[used]! <= fromDayNumber(week + 6)) {
      frozen.add(week);
      used++;
    }
  }
  return { frozen, freezesLeft: bought.length - used };
}
