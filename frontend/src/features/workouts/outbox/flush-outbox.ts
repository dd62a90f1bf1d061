import { outbox, type PendingSet } from './outbox-store';
import { isTransient, sendPendingSet, type SentSet } from './send-pending-set';

export interface RefusedSet {
  set: PendingSet;
  message: string;
}

export interface FlushResult {
  sent: SentSet[];
  refused: RefusedSet[];
}

let running: Promise<FlushResult> | null = null;

async function sendAll(userId: string): Promise<FlushResult> {
  const result: FlushResult = { sent: [], refused: [] };
  // Oldest first, one at a time: an exercise created offline exists before its second set is sent.
  for (const set of outbox.snapshot().filter((pending) => pending.userId === userId)) {
    try {
      result.sent.push(await sendPendingSet(set));
    } catch (error) {
      if (isTransient(error)) break;
      result.refused.push({ set, message: error instanceof Error ? error.message : String(error) });
    }
    await outbox.remove(set.key);
  }
  return result;
}

/**
 * Sends the user's waiting sets, stopping at the first that gets no answer (still offline). Calls
 * while one runs share it; a set sent twice meanwhile is stored once, by its Idempotency-Key.
 */
export function flushOutbox(userId: string): Promise<FlushResult> {
  running ??= sendAll(userId).finally(() => {
    running = null;
  });
  return running;
}
