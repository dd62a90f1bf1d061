import { loggedSets } from './sheet';
import type { ActiveTraining } from './active-training';

/** A finished training the server has not recorded yet, kept in the browser under this key. */
export const FINISHED_DAY_KEY = 'finishedTrainingDay';

/**
 * Spec §4 "Finishing": the day recorded overall and per plan, and the performance analysis asked
 * for when a set was logged. Finished without reception, it waits here until it is sent.
 */
export interface FinishedDay {
  /** Sent only while this user is signed in, never under another account on a shared phone. */
  userId: string;
  /** The plan day it trained; null for a training without a plan, which only records the training. */
  planId: string | null;
  dayNumber: number | null;
  /** At least one set was logged in the session: the analysis follows the recorded day. */
  analyse: boolean;
  /** The session as a training of the history (`POST /api/sessions`); absent when no set was logged, or saved before. */
  training?: FinishedTraining;
}

export interface FinishedTraining {
  title: string;
  /** ISO instant the session began. */
  started_at: string;
  duration_min: number;
  /** The session's sets: their ids, or the keys of sets that were waiting in the outbox. */
  sets: string[];
}

const isTraining = (value: unknown): value is FinishedTraining => {
  const training = value as Partial<FinishedTraining> | undefined;
  return (
    typeof training?.title === 'string' &&
    typeof training.started_at === 'string' &&
    typeof training.duration_min === 'number' &&
    Array.isArray(training.sets) &&
    training.sets.every((set) => typeof set === 'string')
  );
};

const listeners = new Set<() => void>();
// The parsed value of the stored text, so that reading it again gives the same object until it changes.
let snapshot: { raw: string | null; day: FinishedDay | null } = { raw: null, day: null };

function parse(raw: string | null): FinishedDay | null {
  try {
    const value = raw ? (JSON.parse(raw) as Partial<FinishedDay>) : null;
    if (typeof value?.userId !== 'string') return null;
    const planDay = typeof value.planId === 'string' && typeof value.dayNumber === 'number';
    if (!planDay && (value.planId !== null || value.dayNumber !== null || !isTraining(value.training))) return null;
    const day = { userId: value.userId, planId: value.planId ?? null, dayNumber: value.dayNumber ?? null, analyse: value.analyse === true };
    return isTraining(value.training) ? { ...day, training: value.training } : day;
  } catch {
    return null;
  }
}

/** The waiting finished day, as `useSyncExternalStore` reads it (the same object until it changes). */
export function waitingFinishedDay(): FinishedDay | null {
  const raw = localStorage.getItem(FINISHED_DAY_KEY);
  if (raw !== snapshot.raw) snapshot = { raw, day: parse(raw) };
  return snapshot.day;
}

export function subscribeFinishedDay(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function store(day: FinishedDay | null) {
  if (day) localStorage.setItem(FINISHED_DAY_KEY, JSON.stringify(day));
  else localStorage.removeItem(FINISHED_DAY_KEY);
  listeners.forEach((listener) => listener());
}

/**
 * A newer finished day replaces one still waiting (the server keeps the last day; only a second plan
 * finished offline before the first was sent loses its per-plan day), keeping its analysis.
 */
export const finishDay = (day: FinishedDay) => {
  const waiting = waitingFinishedDay();
  store({ ...day, analyse: day.analyse || (waiting?.userId === day.userId && waiting.analyse) });
};

/** Sent, or refused for good (the plan is gone): nothing waits any more. */
export const forgetFinishedDay = () => store(null);

/** The training as the history's: its title, start, whole minutes and checked sets; none without a set. */
export function finishedTraining(training: ActiveTraining, title: string, now: number): FinishedTraining | undefined {
  const sets = training.sheet ? loggedSets(training.sheet).map(({ set }) => set.ref) : [];
  if (sets.length === 0) return undefined;
  return {
    title,
    started_at: new Date(training.startTime).toISOString(),
    duration_min: Math.max(0, Math.round((now - training.startTime) / 60_000)),
    sets,
  };
}
