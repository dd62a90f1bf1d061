import { mondayOf } from './calendar.js';

/**
 * How logging sets earns Hanteln (the spec names the currency but no earning rule):
 * - +10 for the first set logged on a calendar day, by when it was logged (Berlin), whatever date
 *   the set carries: back-dating a year of sets earns one day's coins.
 * - +20 once per week in which the streak grows to two weeks or more: for a set dated in the
 *   current week (by the clock), the first time that week counts.
 * Each credit has a key that the wallet accepts once ever, so editing, deleting and re-logging a
 * set never mints coins twice. Coins once earned stay when a set is deleted (they may be spent).
 */
export const TRAINING_DAY_HANTELN = 10;
export const STREAK_WEEK_HANTELN = 20;
export const STREAK_BONUS_MIN_WEEKS = 2;

export type EarningReason = 'training_day' | 'streak_week';

export interface Earning {
  key: string;
  reason: EarningReason;
  amount: number;
}

export const trainingDayKey = (loggedOn: string) => `training_day:${loggedOn}`;
export const streakWeekKey = (monday: string) => `streak_week:${monday}`;

export interface EarningContext {
  /** Berlin date when the set was logged. */
  today: string;
  /** The date the set carries. */
  entryDate: string;
  /** Keys already credited (of those asked for). */
  credited: ReadonlySet<string>;
  /** The streak in weeks after this set, when it was worth computing (see `streakMatters`). */
  streakWeeks: number | null;
}

/** Whether a set with this date could earn this week's streak bonus, if it is still open. */
const inThisWeek = (today: string, entryDate: string) => entryDate <= today && mondayOf(entryDate) === mondayOf(today);

/** The keys this set could earn, so the caller can look up which were credited already. */
export function candidateKeys(today: string, entryDate: string): string[] {
  return inThisWeek(today, entryDate) ? [trainingDayKey(today), streakWeekKey(mondayOf(today))] : [trainingDayKey(today)];
}

/** Whether the streak bonus is still open for this set, i.e. computing the streak is worth it. */
export function streakMatters({ today, entryDate, credited }: Omit<EarningContext, 'streakWeeks'>): boolean {
  return inThisWeek(today, entryDate) && !credited.has(streakWeekKey(mondayOf(today)));
}

export function earningsForLoggedSet(context: EarningContext): Earning[] {
  const earnings: Earning[] = [];
  const dayKey = trainingDayKey(context.today);
  if (!context.credited.has(dayKey)) earnings.push({ key: dayKey, reason: 'training_day', amount: TRAINING_DAY_HANTELN });
  if (streakMatters(context) && context.streakWeeks !== null && context.streakWeeks >= STREAK_BONUS_MIN_WEEKS) {
    earnings.push({ key: streakWeekKey(mondayOf(context.today)), reason: 'streak_week', amount: STREAK_WEEK_HANTELN });
  }
  return earnings;
}
