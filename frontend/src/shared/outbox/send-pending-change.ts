import { isApiError } from '../../lib/api-client';
import { deleteWorkout } from './api/delete-workout';
import { updateWorkout } from './api/update-workout';
import type { PendingChange } from './outbox-store';

/**
 * Sends one waiting edit or deletion under its Idempotency-Key: the server applies it once, and
 * a copy that arrives again after a lost answer changes nothing (not even a later edit).
 */
export async function sendPendingChange(change: PendingChange, signal?: AbortSignal): Promise<void> {
  const options = { idempotencyKey: change.key, signal };
  try {
    if (change.kind === 'edit') await updateWorkout({ id: change.entryId, ...change.values }, options);
    else await deleteWorkout(change.entryId, options);
  } catch (error) {
    // The set is gone (deleted elsewhere meanwhile): that is what a deletion wanted.
    if (change.kind === 'delete' && isApiError(error) && error.status === 404) return;
    throw error;
  }
}
