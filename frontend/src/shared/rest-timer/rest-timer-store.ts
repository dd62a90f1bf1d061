/** Rest between sets: 90 s unless the lifter changed it (spec-free; what most lifters rest for hypertrophy). */
export const DEFAULT_REST_SECONDS = 90;
export const REST_STEP_SECONDS = 15;
const MIN_REST_SECONDS = 15;
const MAX_REST_SECONDS = 10 * 60;

const RUNNING_KEY = 'restTimer';
const DEFAULT_KEY = 'restTimerSeconds';

export interface RestTimer {
  /** Whose rest it is: a phone shared by two lifters must not show one's rest to the other. */
  userId: string;
  /** ms epoch when the rest is over. */
  endsAt: number;
  /** The whole rest in seconds, for the progress ring. */
  seconds: number;
}

const clamp = (seconds: number) => Math.min(MAX_REST_SECONDS, Math.max(MIN_REST_SECONDS, Math.round(seconds)));

function read(): RestTimer | null {
  try {
    const value = JSON.parse(localStorage.getItem(RUNNING_KEY) ?? 'null') as RestTimer | null;
    return value && typeof value.userId === 'string' && typeof value.endsAt === 'number' && typeof value.seconds === 'number' ? value : null;
  } catch {
    return null;
  }
}

let current: RestTimer | null = typeof localStorage === 'undefined' ? null : read();
const listeners = new Set<() => void>();

function set(next: RestTimer | null): void {
  current = next;
  if (next) localStorage.setItem(RUNNING_KEY, JSON.stringify(next));
  else localStorage.removeItem(RUNNING_KEY);
  listeners.forEach((listener) => listener());
}

/** The rest the lifter chose last time (the ±15 s buttons change it for the next rest too). */
export function defaultRestSeconds(): number {
  const stored = Number(localStorage.getItem(DEFAULT_KEY));
  return Number.isFinite(stored) && stored > 0 ? clamp(stored) : DEFAULT_REST_SECONDS;
}

/**
 * One rest timer for the whole app, kept in localStorage so it runs on across screens and a
 * reload; the guided training can start it just like a logged set does.
 */
export const restTimer = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): RestTimer | null => current,
  start(userId: string, now = Date.now(), seconds = defaultRestSeconds()): void {
    set({ userId, endsAt: now + seconds * 1000, seconds });
  },
  /** Longer or shorter by `delta` seconds; remembered as the rest for next time. */
  adjust(delta: number, now = Date.now()): void {
    if (!current) return;
    const left = Math.max(0, (current.endsAt - now) / 1000);
    const seconds = clamp(current.seconds + delta);
    localStorage.setItem(DEFAULT_KEY, String(seconds));
    set({ ...current, seconds, endsAt: now + Math.max(0, left + (seconds - current.seconds)) * 1000 });
  },
  stop(): void {
    set(null);
  },
};

/** The rest is over before its time: a finished training leaves no rest running. */
export const endRest = (): void => restTimer.stop();
