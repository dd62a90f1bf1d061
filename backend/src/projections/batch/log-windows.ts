import type { Queryable } from '../../database/database.js';
import type { RecordedEvent } from '../../event-store/event.js';
import type { EventStore } from '../../event-store/event-store.js';

export interface LogWindows {
  /** The connection to read on. */
  reader: Queryable;
  /**
   * Whether to read the next window while the current one is applied: only on a connection of
   * its own, as one connection runs one statement at a time.
   */
  readAhead: boolean;
  /** The last position to read: events of these types cannot commit below it any more. */
  head: number;
  /** Log positions per window, so at most this many events per batch. */
  size: number;
  /** Only events of these types; all when absent. */
  types?: readonly string[];
}

/**
 * Reads the log from its start up to `head` once, window by window, and hands each window to
 * every consumer in log order (empty windows too); returns how many events it read. Consumers go
 * at their own pace, one window ahead of the slowest at most (the window read ahead), so none
 * waits for the others at the end of each window and at most two windows are held. When one
 * fails, the others stop after their current window, and the first failure is thrown once all
 * have stopped.
 */
export async function forEachWindow(
  store: EventStore,
  { reader, readAhead, head, size, types }: LogWindows,
  consumers: readonly ((events: RecordedEvent[]) => Promise<void>)[],
): Promise<number> {
  const count = Math.ceil(head / size);
  const windows = new Map<number, Promise<RecordedEvent[]>>();
  let events = 0;
  const read = (index: number) => {
    if (index >= count || windows.has(index)) return;
    const window = store.readAll(reader, index * size, size, { types, toPosition: (index + 1) * size });
    window.then((read) => (events += read.length)).catch(() => undefined); // failures surface where the window is awaited
    windows.set(index, window);
  };
  const ahead = readAhead ? 1 : 0;
  const finished = consumers.map(() => 0);
  const slowest = () => Math.min(...finished);
  let failed = false;
  const waiting: (() => void)[] = [];
  const progressed = () => {
    for (const wake of waiting.splice(0)) wake();
  };

  const consume = async (apply: (events: RecordedEvent[]) => Promise<void>, consumer: number) => {
    for (let index = 0; index < count && !failed; index++) {
      while (!failed && index > slowest() + ahead) await new Promise<void>((wake) => waiting.push(wake));
      if (failed) return;
      try {
        await apply(await windows.get(index)!);
      } catch (error) {
        failed = true;
        progressed();
        throw error;
      }
      finished[consumer] = index + 1;
      if (slowest() === index + 1) {
        windows.delete(index);
        read(index + 1 + ahead);
        progressed();
      }
    }
  };

  for (let index = 0; index <= ahead; index++) read(index);
  const outcomes = await Promise.allSettled(consumers.map(consume));
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return events;
}
