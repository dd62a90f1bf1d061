import type { Queryable } from '../../database/database.js';
import type { EventStore } from '../../event-store/event-store.js';
import type { AnyReadModel } from '../read-model.js';
import { eventTypesOf } from '../read-model.js';
import { MemoryFold } from './memory-fold.js';

export interface UserShardOptions {
  /** The last position folded. */
  toPosition: number;
  /** After each shard: how many events were folded so far. */
  onShard?: (events: number) => void;
  signal?: AbortSignal;
}

/** Users by their first and last id in order, or listed. */
export type UserShard = { first: string; last: string } | readonly string[];

/**
 * Splits users (in order) into ranges of about `eventsPerShard` events; a user with more is a
 * range alone, as a user's rows are folded together.
 */
export function userShards(users: readonly { userId: string; events: number }[], eventsPerShard: number): UserShard[] {
  const shards: UserShard[] = [];
  let first = 0;
  let events = 0;
  for (const [index, user] of users.entries()) {
    if (index > first && events + user.events > eventsPerShard) {
      shards.push({ first: users[first]!.userId, last: users[index - 1]!.userId });
      first = index;
      events = 0;
    }
    events += user.events;
  }
  if (users.length > first) shards.push({ first: users[first]!.userId, last: users.at(-1)!.userId });
  return shards;
}

/**
 * Folds read models whose rows each belong to one user (isByUser; `models` with their sources) a
 * shard of users at a time: a shard's events are read (each user's in log order), folded, and its
 * rows go to `flush` and out of memory. Memory holds a shard's rows instead of every row of every
 * read model, whose marking by the garbage collector was half the fold's time. The next shard is
 * read, and the one before flushed, on other connections while one is folded. Answers how many
 * events were folded.
 */
export async function foldByUser(
  db: Queryable,
  store: EventStore,
  models: readonly AnyReadModel[],
  shards: readonly UserShard[],
  flush: (shard: MemoryFold) => Promise<void>,
  { toPosition, onShard, signal }: UserShardOptions,
): Promise<number> {
  const types = [...new Set(models.flatMap(eventTypesOf))];
  const read = (index: number) => (index < shards.length ? store.readOfUsers(db, shards[index]!, { types, toPosition }) : null);
  let flushing: Promise<void> = Promise.resolve();
  let events = 0;
  let next = read(0);
  try {
    for (let index = 0; next; index++) {
      const window = await next;
      signal?.throwIfAborted();
      next = read(index + 1);
      const shard = new MemoryFold(models);
      shard.apply(window);
      shard.settle();
      // One shard is flushed at a time, so memory stays bounded when writing is the slower.
      await flushing;
      flushing = flush(shard);
      flushing.catch(() => undefined); // handled where it is awaited; it must not count as unhandled meanwhile
      events += window.length;
      onShard?.(events);
    }
    await flushing;
    return events;
  } catch (error) {
    next?.catch(() => undefined);
    await flushing.catch(() => undefined);
    throw error;
  }
}
