import type { PersonalRecord, WorkoutEntry } from '@hantelwerk/api-types';
import type { PendingSet } from '../../../shared/outbox/outbox-store';
import type { SetType } from '../../../shared/sets/lib/set-kind';

/** One set of a training day as the add screen lists it: stored on the server or waiting in the outbox. */
export interface DaySet {
  /** The entry's id, or the waiting set's key. */
  id: string;
  max_weight: number;
  reps: number;
  set_type: SetType;
  rpe: number | null;
  records: readonly PersonalRecord[];
  pending: boolean;
  /** Its number within its exercise on that day, from 1. */
  number: number;
}

/** The sets of one exercise on a day, in the order they were logged. */
export interface ExerciseDaySets {
  /** The exercise's id; a waiting set of an exercise that is not created yet is keyed by its name. */
  key: string;
  name: string;
  sets: DaySet[];
}

interface Logged {
  key: string;
  name: string;
  at: number;
  set: Omit<DaySet, 'number'>;
}

const fromEntry = (entry: WorkoutEntry, nameOf: (machineId: string) => string): Logged => ({
  key: entry.machine_id,
  name: nameOf(entry.machine_id),
  at: Date.parse(entry.created_at),
  set: {
    id: entry.id,
    max_weight: entry.max_weight,
    reps: entry.reps,
    set_type: entry.set_type,
    rpe: entry.rpe,
    records: entry.personal_records,
    pending: false,
  },
});

const fromPending = (set: PendingSet): Logged => ({
  key: set.exercise.id ?? `new:${set.exercise.name.toLocaleLowerCase('de-DE')}`,
  name: set.exercise.name,
  at: set.queuedAt,
  set: { id: set.key, max_weight: set.max_weight, reps: set.reps, set_type: set.set_type ?? 'normal', rpe: set.rpe ?? null, records: [], pending: true },
});

/**
 * A day's sets grouped by exercise, each exercise's sets numbered from 1 in the order they were
 * logged ("Latzug: Satz 1, Satz 2; Bankdrücken: Satz 1"), exercises in the order of their first set.
 * `entries` may hold an entry twice (the answer to this visit's save and the server's list): each
 * counts once, as its last copy says; entries of other days are left out.
 */
export function setsByExercise(
  day: string,
  entries: readonly WorkoutEntry[],
  pending: readonly PendingSet[],
  nameOf: (machineId: string) => string,
): ExerciseDaySets[] {
  const stored = new Map(entries.filter((entry) => entry.date === day).map((entry) => [entry.id, entry]));
  const logged = [...[...stored.values()].map((entry) => fromEntry(entry, nameOf)), ...pending.filter((set) => set.date === day).map(fromPending)];
  logged.sort((a, b) => a.at - b.at);
  const groups = new Map<string, ExerciseDaySets>();
  for (const { key, name, set } of logged) {
    const group = groups.get(key) ?? { key, name, sets: [] };
    group.sets.push({ ...set, number: group.sets.length + 1 });
    groups.set(key, group);
  }
  return [...groups.values()];
}
