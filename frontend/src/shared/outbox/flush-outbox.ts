import { changeOutbox, outbox, type PendingChange, type PendingSet } from './outbox-store';
import { sendPendingChange } from './send-pending-change';
import { isTransient } from '../../lib/retry';
import { sendPendingSet, type SentSet } from './send-pending-set';

/** What the server refused to store; `set` for a logged set, `change` for an edit or a deletion. */
export type RefusedItem = { message: string } & ({ set: PendingSet } | { change: PendingChange });

export interface FlushResult {
  sent: SentSet[];
  /** Edits and deletions the server confirmed. */
  changed: PendingChange[];
  refused: RefusedItem[];
}

let running: Promise<FlushResult> | null = null;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function sendAll(userId: string): Promise<FlushResult> {
  const result: FlushResult = { sent: [], changed: [], refused: [] };
  // Oldest first, one at a time: an exercise created offline exists before its second set is sent.
  for (const set of outbox.snapshot().filter((pending) => pending.userId === userId)) {
    try {
      result.sent.push(await sendPendingSet(set));
    } catch (error) {
      if (isTransient(error)) return result;
      result.refused.push({ set, message: messageOf(error) });
    }
    await outbox.remove(set.key);
  }
  // Then the edits and deletions, which are of sets the server had before.
  for (const change of changeOutbox.snapshot().filter((pending) => pending.userId === userId)) {
    try {
      await sendPendingChange(change);
      result.changed.push(change);
    } catch (error) {
      if (isTransient(error)) return result;
      result.refused.push({ change, message: messageOf(error) });
    }
    await changeOutbox.remove(change.key);
  }
  return result;
}

/**
 * Sends the user's waiting sets, then their waiting edits and deletions, stopping at the first
 * that gets no answer (still offline). Calls while one runs share it; anything sent twice
 * meanwhile is applied once, by its Idempotency-Key.
 */
export function flushOutbox(userId: string): Promise<FlushResult> {
  running ??= sendAll(userId).finally(() => {
    running = null;
  });
  return running;
}
