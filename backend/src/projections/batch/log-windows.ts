import type { Queryable } from '../../database/database.js';
import type { RecordedEvent } from '../../event-store/event.js';
import type { EventStore } from '../../event-store/event-store.js';

export interface LogWindows {
  /** The last position to read: events of these types cannot commit below it any more. */
  head: number;
  /** Log positions per window, so at most this many events per batch. */
  size: number;
  /** Only events of these types; all when absent. */
  types?: readonly string[];
}

/**
 * Hands the log from its start up to `head` to `apply`, window by window in log order, and returns
 * how many events it handed over. The next window is read while one is applied when `reader` is a
 * connection of its own (one connection runs one statement at a time); `apply` gets every window,
 * empty ones too.
 */
export async function forEachWindow(
  store: EventStore,
  reader: Queryable,
  readAhead: boolean,
  { head, size, types }: LogWindows,
  apply: (events: RecordedEvent[]) => Promise<void>,
): Promise<number> {
  const read = (after: number) => {
    const window = store.readAll(reader, after, size, { types, toPosition: after + size });
    window.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled
    return window;
  };
  let events = 0;
  let next: Promise<RecordedEvent[]> | undefined = head > 0 ? read(0) : undefined;
  for (let start = 0; next; start += size) {
    const window = await next;
    const more = start + size < head;
    next = more && readAhead ? read(start + size) : undefined;
    events += window.length;
    await apply(window);
    if (more && !readAhead) next = read(start + size);
  }
  return events;
}
