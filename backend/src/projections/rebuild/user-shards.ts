import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import type { Database, Queryable } from '../../database/database.js';
import type { EventStore } from '../../event-store/event-store.js';
import type { AnyReadModel } from '../read-model.js';
import { eventTypesOf, withSources } from '../read-model.js';
import { RowTable } from '../row-table.js';
import { replaceRows } from './log-order-fold.js';
import { MemoryFold } from './memory-fold.js';
import { ShadowTable } from './shadow-table.js';
import type { RebuildSizing } from './rebuild-sizing.js';
import { foldInWorkers } from './shard-workers.js';
import type { UserShard } from './shard-workers.js';

export interface UserShardOptions {
  /** The last position folded. */
  toPosition: number;
  /** After each shard: how many events were folded so far. */
  onShard?: (events: number) => void;
  signal?: AbortSignal;
}

/**
 * The read models whose rows each belong to one user, folded user by user (see foldByUser): the
 * rows of each group of users go into the shadow tables and out of memory, so the fold's memory
 * stays small however long the log.
 */
export class UserShards {
  private readonly folded: AnyReadModel[];
  private readonly types: string[];
  /** The worker threads' entry, once built (the tests run the sources: they fold in this thread). */
  private readonly worker: URL | null;

  constructor(
    private readonly models: readonly AnyReadModel[],
    private readonly store: EventStore,
    private readonly sizing: RebuildSizing,
    shardWorker?: URL,
  ) {
    this.folded = withSources(models);
    this.types = [...new Set(this.folded.flatMap(eventTypesOf))];
    this.worker = shardWorker && existsSync(fileURLToPath(shardWorker)) ? shardWorker : null;
  }

  /**
   * The users to fold up to `head`, in shards, and how many events they have. A shard holds the
   * sizing's events with worker threads, or all of theirs in this thread, so that the events in
   * memory at once stay what the sizing planned however many threads fold them.
   */
  async plan(db: Database, head: number): Promise<{ shards: UserShard[]; events: number }> {
    if (this.models.length === 0) return { shards: [], events: 0 };
    const users = await this.store.usersWithEvents(db, this.types, head);
    const { eventsPerShard, threads, logBatch } = this.sizing;
    const inThisThread = Math.min(logBatch, eventsPerShard * threads);
    return { shards: userShards(users, this.worker ? eventsPerShard : inThisThread), events: users.reduce((sum, user) => sum + user.events, 0) };
  }

  /**
   * Folds the shards' events up to `head` into the shadow tables (new, unindexed; created here),
   * in worker threads (see shard-workers.ts) or else in this one; answers how many events.
   */
  async fold(db: Database, shards: readonly UserShard[], head: number, options: Omit<UserShardOptions, 'toPosition'>): Promise<number> {
    if (this.models.length === 0) return 0;
    await db.withClient(async (client) => {
      for (const model of this.models) await shadowOf(model).create(client);
    });
    if (!this.worker) return foldIntoShadows(db, this.store, this.models, shards, { toPosition: head, ...options });
    return foldInWorkers(this.worker, { connectionString: db.url, models: this.models.map((model) => model.name), toPosition: head }, shards, {
      ...options,
      threads: this.sizing.threads,
    });
  }

  /**
   * Under the swap's lock: the users with events after `head` are folded again from their whole
   * history, and their rows in the shadow tables replaced (every row they had there is one of
   * the refold's keys, since the refold reads a longer log). Answers the last position folded.
   */
  async catchUp(client: pg.ClientBase, head: number): Promise<number> {
    if (this.models.length === 0) return 0;
    const { userIds, position } = await this.store.usersAfter(client, head, this.types);
    if (userIds.length === 0) return 0;
    const replace = async (shard: MemoryFold) => {
      for (const model of this.models) {
        const rows = shard.rowsOf(model);
        await replaceRows(client, new RowTable(model, shadowOf(model).name), rows.keys(), rows);
      }
    };
    await foldByUser(client, this.store, this.folded, [userIds], replace, { toPosition: Number.MAX_SAFE_INTEGER });
    return position;
  }
}

/** The shadow table a rebuild fills for a read model. */
export const shadowOf = (model: AnyReadModel): ShadowTable => new ShadowTable(model.entity.options.tableName!, model.entity);

/**
 * Folds `models` (per-user ones) shard by shard into their shadow tables, which exist without
 * indexes: each shard's rows are COPYed on a connection of their own. Answers how many events.
 */
export function foldIntoShadows(
  db: Database,
  store: EventStore,
  models: readonly AnyReadModel[],
  shards: readonly UserShard[],
  options: UserShardOptions,
): Promise<number> {
  const copy = (shard: MemoryFold) =>
    db.withClient(async (client) => {
      for (const model of models) await shadowOf(model).copy(client, shard.liveRows(model));
    });
  return foldByUser(db, store, withSources(models), shards, copy, { ...options, sumGroups: true });
}

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
 * read, and the one before flushed, on other connections while one is folded. With `sumGroups`,
 * grouped models are summed up once per shard (MemoryFold's `wholeHistory`); only rows that exist
 * come out then, not the keys of rows that went, which the catch-up's replacing needs. Answers how
 * many events were folded.
 */
export async function foldByUser(
  db: Queryable,
  store: EventStore,
  models: readonly AnyReadModel[],
  shards: readonly UserShard[],
  flush: (shard: MemoryFold) => Promise<void>,
  { toPosition, onShard, signal, sumGroups = false }: UserShardOptions & { sumGroups?: boolean },
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
      const shard = new MemoryFold(models, { wholeHistory: sumGroups });
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
