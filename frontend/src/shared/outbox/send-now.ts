import { isTransient } from '../../lib/retry';

/** Bad reception: after this long a write waits in the outbox and the lifter moves on. */
export const SEND_TIMEOUT_MS = 8_000;

/**
 * Sends a write that already waits in the outbox (IndexedDB), at once. Answered: it leaves the
 * outbox and its answer is returned. No answer within SEND_TIMEOUT_MS, offline, or the server
 * down: it stays there for flushOutbox and null is returned. A refusal (a 4xx) takes it out again
 * and is thrown.
 */
export async function sendNow<T>(send: (signal: AbortSignal) => Promise<T>, leaveOutbox: () => Promise<void>): Promise<{ answer: T } | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
  try {
    const answer = await send(controller.signal);
    await leaveOutbox();
    return { answer };
  } catch (error) {
    if (isTransient(error)) return null;
    await leaveOutbox();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
