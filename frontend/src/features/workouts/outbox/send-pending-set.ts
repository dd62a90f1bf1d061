import type { CreatedWorkoutEntry } from '@hantelwerk/api-types';
import { isApiError } from '../../../lib/api-client';
import { createMachine } from '../api/create-machine';
import { createWorkout } from '../api/create-workout';
import type { PendingSet } from './outbox-store';
import { rememberSentSet } from './sent-set-ids';

export interface SentSet {
  entry: CreatedWorkoutEntry;
  machineId: string;
  createdMachine: boolean;
}

/** The server answers 409 with the existing id when the name is taken (e.g. created on another device). */
function existingMachineId(error: unknown): string | undefined {
  if (!isApiError(error) || error.status !== 409) return undefined;
  const details = error.details as { id?: unknown } | undefined;
  return typeof details?.id === 'string' ? details.id : undefined;
}

/**
 * Sends one pending set: a new exercise first (spec §4, empty categories), then the set, each
 * under its own Idempotency-Key, so sending it again after a lost answer stores nothing twice.
 */
export async function sendPendingSet(set: PendingSet, signal?: AbortSignal): Promise<SentSet> {
  let machineId = set.exercise.id;
  let createdMachine = false;
  if (machineId === null) {
    const key = 'key' in set.exercise ? set.exercise.key : undefined;
    try {
      machineId = (await createMachine({ name: set.exercise.name, categories: [] }, { idempotencyKey: key, signal })).id;
      createdMachine = true;
    } catch (error) {
      machineId = existingMachineId(error) ?? null;
      if (!machineId) throw error;
    }
  }
  const { max_weight, reps, date, notes, set_type = 'normal', rpe = null } = set;
  const entry = await createWorkout({ machine_id: machineId, max_weight, reps, date, notes, set_type, rpe }, { idempotencyKey: set.key, signal });
  rememberSentSet(set.key, entry.id);
  return { entry, machineId, createdMachine };
}
