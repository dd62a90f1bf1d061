import type { SetType } from '@hantelwerk/api-types';
import { estimatedOneRepMax } from '../../../shared/sets';
import type { Bests, Earlier } from './sheet';

/** An entry of the exercise's history, as the API answers it (newest first). */
export interface HistoryEntry {
  id: string;
  max_weight: number;
  reps: number;
  date: string;
  set_type: SetType;
  session_id: string | null;
}

/**
 * The exercise's previous training and its bests before this one, from its history (newest
 * first), leaving out the sets this training logged (`ownIds`). The previous training is the
 * newest set's training (its session), or its date for sets logged outside a training; the same
 * history the dashboard's "Zuletzt" reads, whose set is that training's last one.
 */
export function earlierOf(entries: readonly HistoryEntry[], ownIds: ReadonlySet<string>): Earlier {
  const before = entries.filter((entry) => !ownIds.has(entry.id));
  const newest = before[0];
  const sameTraining = (entry: HistoryEntry) =>
    newest !== undefined && (newest.session_id !== null ? entry.session_id === newest.session_id : entry.session_id === null && entry.date === newest.date);
  const previous = before
    .filter(sameTraining)
    .reverse()
    .map((entry) => ({ weight: entry.max_weight, reps: entry.reps, setType: entry.set_type }));
  return { previous, bests: bestsOf(before.filter((entry) => entry.set_type !== 'warmup')) };
}

function bestsOf(working: readonly HistoryEntry[]): Bests | null {
  if (working.length === 0) return null;
  return {
    weight: Math.max(...working.map((entry) => entry.max_weight)),
    e1rm: Math.max(...working.map((entry) => estimatedOneRepMax(entry.max_weight, entry.reps))),
    volume: Math.max(...working.map((entry) => entry.max_weight * entry.reps)),
  };
}
