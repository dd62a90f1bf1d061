import { loggedSets, type LoggedSet, type Sheet } from './sheet';
import { recordsOf, type TrainingRecord } from './records';

export interface TrainingSummary {
  durationMs: number;
  /** Working sets: warm-ups count in no figure. */
  sets: number;
  warmups: number;
  /** kg, working sets only. */
  volume: number;
  /** Each exercise with a checked set, in the sheet's order, with its sets in the order of its rows. */
  exercises: { name: string; sets: LoggedSet[] }[];
  records: TrainingRecord[];
}

/** "Training beenden"'s figures: duration, working sets, volume, the exercises trained and the records set. */
export function summaryOf(sheet: Sheet, startTime: number, now: number): TrainingSummary {
  const logged = loggedSets(sheet).map(({ set }) => set);
  const working = logged.filter((set) => set.setType !== 'warmup');
  return {
    durationMs: Math.max(0, now - startTime),
    sets: working.length,
    warmups: logged.length - working.length,
    volume: working.reduce((sum, set) => sum + set.weight * set.reps, 0),
    exercises: sheet.exercises
      .map((exercise) => ({ name: exercise.name, sets: exercise.sets.flatMap((row) => (row.logged ? [row.logged] : [])) }))
      .filter((exercise) => exercise.sets.length > 0),
    records: recordsOf(sheet),
  };
}

/** A training's length with its unit: "48 min" under an hour, "1:16 h" from an hour on (whole minutes). */
export function durationText(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')} h`;
}

/** "m:ss", the running clock of the sheet and the banner (spec §2). */
export function clock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
