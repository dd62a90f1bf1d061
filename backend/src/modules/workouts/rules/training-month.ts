import type { DatedSet } from './exercise-summary.js';
import { bestByE1rm } from './exercise-summary.js';

/**
 * What is kept of a user's month (training-months): how many sets each training day holds, and
 * each exercise's best set of the month by estimated 1RM (the earliest on a tie, as records go).
 * The streak and the training days read the days; the all-time chart the bests.
 */
export interface TrainingMonth {
  /** Sets per date; a day without sets is no key, so the keys are the training days. */
  setsByDay: Readonly<Record<string, number>>;
  /** By machine id. */
  bests: Readonly<Record<string, DatedSet>>;
  /** The highest position in the order of logging: a set at or below it was counted already. */
  lastLoggedSeq: number;
}

/** A set with the exercise it was logged for. */
export interface ExerciseSet {
  machineId: string;
  set: DatedSet;
}

interface MonthBeingCounted {
  setsByDay: Record<string, number>;
  bests: Record<string, DatedSet>;
  lastLoggedSeq: number;
}

/** Counts a set into a month under construction (only ever one this module made). */
function countIn(month: MonthBeingCounted, { machineId, set }: ExerciseSet): void {
  const kept = month.bests[machineId];
  month.setsByDay[set.date] = (month.setsByDay[set.date] ?? 0) + 1;
  month.bests[machineId] = kept ? bestByE1rm(kept, set) : set;
  month.lastLoggedSeq = Math.max(month.lastLoggedSeq, set.seq);
}

export function addToMonth(month: TrainingMonth, set: ExerciseSet): TrainingMonth {
  const added = { setsByDay: { ...month.setsByDay }, bests: { ...month.bests }, lastLoggedSeq: month.lastLoggedSeq };
  countIn(added, set);
  return added;
}

/**
 * The month without one of its sets, or null when that set was its exercise's best or the last
 * logged: then only the month's other sets can tell what takes its place, and the caller counts
 * them again. (A month's last set is always its exercise's best, so a month never empties here.)
 */
export function removeFromMonth(month: TrainingMonth, { machineId, set }: ExerciseSet): TrainingMonth | null {
  if (month.bests[machineId]?.id === set.id || set.seq === month.lastLoggedSeq) return null;
  const { [set.date]: sets = 0, ...otherDays } = month.setsByDay;
  return { ...month, setsByDay: sets > 1 ? { ...otherDays, [set.date]: sets - 1 } : otherDays };
}

/** The month of these sets, counted into one month rather than copied for each set (a rebuild sums a month's hundreds at once). */
export function summariseMonth(sets: readonly ExerciseSet[]): TrainingMonth | null {
  if (sets.length === 0) return null;
  const month: MonthBeingCounted = { setsByDay: {}, bests: {}, lastLoggedSeq: 0 };
  for (const set of sets) countIn(month, set);
  return month;
}
