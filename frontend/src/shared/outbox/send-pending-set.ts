import type { CreatedWorkoutEntry } from '@hantelwerk/api-types';
import { createMachine } from '../exercises/api/create-machine';
import { createWorkout } from './api/create-workout';
import type { PendingSet } from './outbox-store';
import { rememberSentSet } from './sent-set-ids';

export interface SentSet {
  entry: CreatedWorkoutEntry;
  machineId: string;
  createdMachine: boolean;
}

/**
 * Sends one pending set: a new exercise first (spec §4, empty categories), or the one its name
 * already is, then the set, each under its own Idempotency-Key, so sending it again after a lost
 * answer stores nothing twice.
 */
export async function sendPendingSet(set: PendingSet, signal?: AbortSignal): Promise<SentSet> {
  let machineId = set.exercise.id;
  let createdMachine = false;
  if (machineId === null) {
    const key = 'key' in set.exercise ? set.exercise.key : undefined;
    // A name the lifter already has, by name or by movement ("Kniebeuge" for their "Kniebeugen"), answers that exercise (`existing`).
    const machine = await createMachine({ name: set.exercise.name, categories: [] }, { idempotencyKey: key, signal });
    machineId = machine.id;
    createdMachine = !machine.existing;
  }
  const { max_weight, reps, date, notes, set_type = 'normal', rpe = null } = set;
  const entry = await createWorkout({ machine_id: machineId, max_weight, reps, date, notes, set_type, rpe }, { idempotencyKey: set.key, signal });
  rememberSentSet(set.key, entry.id);
  return { entry, machineId, createdMachine };
}
