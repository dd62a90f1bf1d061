import type { Sheet } from './sheet';

/** Spec §3: the running training lives in the browser under this key, saved on every change. */
export const ACTIVE_TRAINING_KEY = 'activeTraining';

/** Spec §3 "Local active training session": the plan day it runs (none for a training without a plan), its start and its sheet. */
export interface ActiveTraining {
  /** Whose training it is: another account signed in on the same phone neither sees nor continues it. Absent in sessions saved before. */
  userId?: string;
  /** Null for a training started empty. */
  planId: string | null;
  /** The day's id: a day renamed or moved is still the same day; a removed one ends the training. */
  dayId: string | null;
  selectedDayNumber: number | null;
  /** ms since the epoch */
  startTime: number;
  /** Null in a session saved before the sheet (one exercise at a time): the sheet of its day is made anew. */
  sheet: Sheet | null;
}

const isSheet = (value: unknown): value is Sheet => Array.isArray((value as Partial<Sheet> | null)?.exercises);
const idOrNull = (value: unknown): string | null | undefined => (typeof value === 'string' || value === null ? value : undefined);

/** `userId`'s saved training; one saved by another account on this phone is none. */
export function readActiveTraining(userId: string): ActiveTraining | null {
  try {
    const raw = localStorage.getItem(ACTIVE_TRAINING_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Record<keyof ActiveTraining, unknown>>;
    const planId = idOrNull(value.planId);
    const dayId = idOrNull(value.dayId);
    if (planId === undefined || dayId === undefined || typeof value.startTime !== 'number') return null;
    if (value.userId !== undefined && value.userId !== userId) return null;
    const sheet = isSheet(value.sheet) ? value.sheet : null;
    // A training without a plan is its sheet: without one there is nothing to go on with.
    if (planId === null && sheet === null) return null;
    return {
      userId,
      planId,
      dayId,
      selectedDayNumber: typeof value.selectedDayNumber === 'number' ? value.selectedDayNumber : null,
      startTime: value.startTime,
      sheet,
    };
  } catch {
    return null;
  }
}

export function saveActiveTraining(training: ActiveTraining): void {
  localStorage.setItem(ACTIVE_TRAINING_KEY, JSON.stringify(training));
}

export function clearActiveTraining(): void {
  localStorage.removeItem(ACTIVE_TRAINING_KEY);
}

/** A plan day's training, started now with the day's sheet. */
export const startTraining = (userId: string, planId: string, day: { id: string; day_number: number }, sheet: Sheet, now: number): ActiveTraining => ({
  userId,
  planId,
  dayId: day.id,
  selectedDayNumber: day.day_number,
  startTime: now,
  sheet,
});

/** A training without a plan: an empty sheet the lifter fills with exercises. */
export const startEmptyTraining = (userId: string, sheet: Sheet, now: number): ActiveTraining => ({
  userId,
  planId: null,
  dayId: null,
  selectedDayNumber: null,
  startTime: now,
  sheet,
});
