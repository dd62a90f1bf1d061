/** Spec §3: the running guided session lives in the browser under this key, saved on every change. */
export const ACTIVE_TRAINING_KEY = 'activeTraining';

export interface LoggedSet {
  /** The entry the server recorded, so the session's own sets are told apart from earlier ones. */
  entryId: string;
  exerciseName: string;
  /** The plan exercise it belongs to; null for an alternative exercise. */
  exerciseIndex: number | null;
  weight: number;
  reps: number;
  /** A warm-up counts neither towards the plan's sets nor in the volume. Absent in sessions saved before: a working set. */
  warmup?: boolean;
}

/** Spec §3 "Local active training session", plus the plan and day it runs on and the rest timer. */
export interface ActiveTraining {
  /** Whose session it is: another account signed in on the same phone neither sees nor continues it. Absent in sessions saved before. */
  userId?: string;
  planId: string;
  /** The day's id: a day renamed or moved is still the same day; a removed one ends the session. */
  dayId: string;
  selectedDayNumber: number;
  currentExerciseIndex: number;
  /** ms since the epoch */
  startTime: number;
  currentWeight: string;
  currentReps: string;
  completedExercises: LoggedSet[];
  alternativeMode: boolean;
  alternativeName: string;
  /** ms since the epoch when the rest between sets is over; null when not resting. */
  restUntil: number | null;
}

/** `userId`'s saved session; one saved by another account on this phone is none. */
export function readActiveTraining(userId: string): ActiveTraining | null {
  try {
    const raw = localStorage.getItem(ACTIVE_TRAINING_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ActiveTraining>;
    if (typeof value.planId !== 'string' || typeof value.dayId !== 'string' || typeof value.startTime !== 'number') return null;
    if (value.userId !== undefined && value.userId !== userId) return null;
    return {
      userId,
      planId: value.planId,
      dayId: value.dayId,
      selectedDayNumber: value.selectedDayNumber ?? 1,
      currentExerciseIndex: value.currentExerciseIndex ?? 0,
      startTime: value.startTime,
      currentWeight: value.currentWeight ?? '',
      currentReps: value.currentReps ?? '',
      completedExercises: Array.isArray(value.completedExercises) ? value.completedExercises : [],
      alternativeMode: value.alternativeMode ?? false,
      alternativeName: value.alternativeName ?? '',
      restUntil: value.restUntil ?? null,
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

export function startTraining(userId: string, planId: string, day: { id: string; day_number: number }, now: number): ActiveTraining {
  return {
    userId,
    planId,
    dayId: day.id,
    selectedDayNumber: day.day_number,
    currentExerciseIndex: 0,
    startTime: now,
    currentWeight: '',
    currentReps: '',
    completedExercises: [],
    alternativeMode: false,
    alternativeName: '',
    restUntil: null,
  };
}

/** Sets logged for one exercise of the plan in this session, warm-ups left out. */
export const setsDone = (training: ActiveTraining, exerciseIndex: number) =>
  training.completedExercises.filter((set) => set.exerciseIndex === exerciseIndex && !set.warmup).length;

export interface TrainingTotals {
  exercises: number;
  volume: number;
  durationMs: number;
  /** Each exercise with its sets, in the order first trained. */
  byExercise: { name: string; sets: LoggedSet[] }[];
}

/** Spec §2 summary: the number of exercises, the volume in kg (warm-ups left out), the duration and the list. */
export function totalsOf(training: ActiveTraining, now: number): TrainingTotals {
  const byExercise: TrainingTotals['byExercise'] = [];
  for (const set of training.completedExercises) {
    const group = byExercise.find((candidate) => candidate.name === set.exerciseName);
    if (group) group.sets.push(set);
    else byExercise.push({ name: set.exerciseName, sets: [set] });
  }
  return {
    exercises: byExercise.length,
    volume: training.completedExercises.reduce((sum, set) => (set.warmup ? sum : sum + set.weight * set.reps), 0),
    durationMs: Math.max(0, now - training.startTime),
    byExercise,
  };
}

/** "m:ss" (spec: the session timer and the banner). */
export function clock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
