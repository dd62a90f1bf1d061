import type { Queryable } from '../../database/database.js';
import type { RecordedEvent } from '../../event-store/event.js';
import type { EventStore, UserPosition } from '../../event-store/event-store.js';
import type { AnyReadModel } from '../read-model.js';
import { eventTypesOf } from '../read-model.js';
import { MemoryFold } from './memory-fold.js';

export interface UserShardOptions {
  /** The last position folded. */
  toPosition: number;
  batchSize: number;
  /** Only these users' events (the rebuild's catch-up under lock); all users without. */
  userIds?: readonly string[];
  onWindow?: (events: number) => void;
  signal?: AbortSignal;
}

/** Where the log starts in user order: the empty text sorts before every id. */
const BEFORE_EVERY_USER: UserPosition = { userId: '', position: 0 };

/**
 * Folds read models whose rows each belong to one user (isByUser; `models` with their sources)
 * user by user: the log is read in (user, position) order, window by window, and at the last
 * change of user in a window the users before it are finished, so their rows go to `flush` and
 * out of memory. Memory holds about a window's users instead of every row of every read model,
 * whose marking was half the fold's time. The next window is read, and the shard before is
 * flushed (on other connections), while one is folded. Answers how many events were folded.
 */
export async function foldByUser(
  db: Queryable,
  store: EventStore,
  models: readonly AnyReadModel[],
  flush: (shard: MemoryFold) => Promise<void>,
  { toPosition, batchSize, userIds, onWindow, signal }: UserShardOptions,
): Promise<number> {
  const types = [...new Set(models.flatMap(eventTypesOf))];
  const read = (after: UserPosition) => store.readByUser(db, after, batchSize, { types, toPosition, userIds });
  const finish = (shard: MemoryFold) => {
    shard.settle();
    const flushed = flush(shard);
    flushed.catch(() => undefined); // handled where it is awaited; a failure must not go unhandled meanwhile
    return flushed;
  };
  let shard = new MemoryFold(models);
  let flushing: Promise<void> = Promise.resolve();
  let events = 0;
  try {
    for (let next = read(BEFORE_EVERY_USER); ; ) {
      const window: RecordedEvent[] = await next;
      if (window.length === 0) break;
      signal?.throwIfAborted();
      const last = window.at(-1)!;
      next = read({ userId: userOf(last), position: last.position });
      const split = startOfLastUser(window);
      if (split > 0) {
        shard.apply(window.slice(0, split));
        // One shard is flushed at a time, so memory stays bounded when writing is the slower.
        await flushing;
        flushing = finish(shard);
        shard = new MemoryFold(models);
      }
      shard.apply(window.slice(split));
      events += window.length;
      onWindow?.(events);
    }
    await flushing;
    await finish(shard);
    return events;
  } catch (error) {
    await flushing.catch(() => undefined);
    throw error;
  }
}

const userOf = (event: RecordedEvent): string => (event.data as { userId: string }).userId;

/** Where the window's last user's events start (0 when they fill it): every user before is finished. */
function startOfLastUser(window: readonly RecordedEvent[]): number {
  const user = userOf(window.at(-1)!);
  let index = window.length - 1;
  while (index > 0 && userOf(window[index - 1]!) === user) index--;
  return index;
}
