import { estimatedOneRepMax } from '../../../shared/sets';
import type { Bests, LoggedSet, Sheet } from './sheet';

/** The records as the app names them everywhere (the dashboard's and a set's "PR" badge). */
export type RecordKind = 'weight' | 'e1rm' | 'volume';

const MEASURES: Record<RecordKind, (set: { weight: number; reps: number }) => number> = {
  weight: (set) => set.weight,
  e1rm: (set) => estimatedOneRepMax(set.weight, set.reps),
  volume: (set) => set.weight * set.reps,
};
const KINDS = Object.keys(MEASURES) as RecordKind[];

export interface TrainingRecord {
  exercise: string;
  kind: RecordKind;
  /** The set that set it: the first of this training to reach the new best. */
  set: LoggedSet;
}

/**
 * The records set in this training: per exercise and measure, its best working set when that beats
 * the best before the training. An exercise trained for the first time sets none (there was
 * nothing to beat), and warm-ups never count, as in every figure of the app.
 */
export function recordsOf(sheet: Sheet): TrainingRecord[] {
  return sheet.exercises.flatMap((exercise) => {
    const bests: Bests | null | undefined = exercise.earlier?.bests;
    if (!bests) return [];
    const working = exercise.sets.flatMap((row) => (row.logged && row.logged.setType !== 'warmup' ? [row.logged] : []));
    return KINDS.flatMap((kind) => {
      const measure = MEASURES[kind];
      const best = working.reduce<LoggedSet | null>((top, set) => (!top || measure(set) > measure(top) ? set : top), null);
      return best && measure(best) > bests[kind] ? [{ exercise: exercise.name, kind, set: best }] : [];
    });
  });
}
