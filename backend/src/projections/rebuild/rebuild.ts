import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { Database, Queryable } from '../../database/database.js';
import type { EventStore } from '../../event-store/event-store.js';
import type { AnyReadModel } from '../read-model.js';
import { eventTypesOf, isByUser, isDerived } from '../read-model.js';
import { RowTable } from '../row-table.js';
import { LogOrderFold, replaceRows } from './log-order-fold.js';
import type { MemoryFold } from './memory-fold.js';
import { ShadowTable } from './shadow-table.js';
import type { UserShard } from './user-shards.js';
import { foldByUser, userShards } from './user-shards.js';

/** Events read from the log per round trip. */
export const REBUILD_BATCH_SIZE = 50_000;

/**
 * Where a rebuild stands: folding the log (`events` of `total`; `position` is how far the fold in
 * log order got, of `head`), filling the shadow tables (`tablesFilled` of `tables`), or swapping
 * them in.
 */
export interface RebuildProgress {
  phase: 'fold' | 'fill' | 'swap';
  events: number;
  total: number;
  position: number;
  head: number;
  tablesFilled: number;
  tables: number;
}

export interface RebuildOptions {
  batchSize?: number;
  onProgress?: (progress: RebuildProgress) => void;
  /** Stops the rebuild between two windows of the log or two steps; the tables stay as they were. */
  signal?: AbortSignal;
}

export interface RebuildResult {
  readModels: string[];
  events: number;
  position: number;
  milliseconds: number;
}

/**
 * Rebuilds read models from the whole log through the same evolves the live runner applies, while
 * users keep reading (and writing) the tables as they are: the log is folded in memory up to its
 * head and the rows go by COPY into shadow tables (per-user read models a group of users at a
 * time, the others at the end); then, with the tables locked for a moment, the events committed
 * meanwhile are folded on top and each shadow replaces its table.
 */
export async function rebuildReadModels(
  db: Database,
  store: EventStore,
  models: readonly AnyReadModel[],
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await rebuildOnce(db, store, models, options);
    } catch (error) {
      if (!(error instanceof ErasedDuringRebuild) || attempt >= 3) throw error;
    }
  }
}

/**
 * An account was erased (modules/account) while the log was folded: the rows folded from its
 * events would come back with the swap, so the rebuild starts over. Erasures are rare.
 */
class ErasedDuringRebuild extends Error {}

/** How many erasures have committed; an erasure counts itself in its own transaction. */
async function erasures(db: Queryable): Promise<string> {
  return (await db.query<{ count: string }>('SELECT count FROM erasure_count')).rows[0]!.count;
}

async function rebuildOnce(
  db: Database,
  store: EventStore,
  models: readonly AnyReadModel[],
  { batchSize = REBUILD_BATCH_SIZE, onProgress, signal }: RebuildOptions,
): Promise<RebuildResult> {
  const started = performance.now();
  const erasedBefore = await erasures(db);
  const head = await store.headPosition(db);
  const perUser = new UserShards(models.filter(isByUser), store, batchSize);
  const inOrder = models.filter((model) => !isByUser(model));
  const logOrder = new LogOrderFold(withSources(inOrder), store, batchSize);
  const shadows = new Map(models.map((model) => [model, new ShadowTable(model.entity.options.tableName!, model.entity)]));
  const planned = await perUser.plan(db, head);
  const total = (await store.countOfTypes(db, eventTypesReadBy(inOrder), head)) + planned.events;
  let events = 0;
  const progress = (phase: RebuildProgress['phase'], tablesFilled = 0) =>
    onProgress?.({ phase, events, total, position: logOrder.position, head, tablesFilled, tables: models.length });
  try {
    events = await logOrder.foldUpTo(db, head, (folded) => ((events = folded.events), progress('fold')), signal);
    const foldedInOrder = events;
    events += await perUser.fold(db, shadows, planned.shards, head, (folded) => ((events = foldedInOrder + folded), progress('fold')), signal);
    signal?.throwIfAborted();
    logOrder.startTracking();
    // Tables are indexed (and the others filled) side by side, as far as the pool has connections
    // to spare: Postgres builds one's indexes while the next one's rows stream in.
    let filled = 0;
    progress('fill', filled);
    await Promise.all(
      models.map((model) =>
        withClient(db, async (client) => {
          const shadow = shadows.get(model)!;
          await (isByUser(model) ? shadow.index(client) : shadow.fill(client, logOrder.rows.liveRows(model)));
          progress('fill', ++filled);
        }),
      ),
    );
    signal?.throwIfAborted();
  } catch (error) {
    await withClient(db, (client) => dropAll(client, shadows.values()));
    throw error;
  }
  progress('swap', models.length);
  const client = await db.pool.connect();
  try {
    const position = await lockTables(client, models, async () => {
      // An erasure that deleted rows holds them until it commits, so this sees every one that did.
      if ((await erasures(client)) !== erasedBefore) throw new ErasedDuringRebuild();
      await logOrder.foldUpTo(client, Number.MAX_SAFE_INTEGER);
      for (const model of inOrder) await logOrder.writeTouched(client, model, shadows.get(model)!.name);
      const caughtUp = await perUser.catchUp(client, shadows, head);
      for (const shadow of shadows.values()) await shadow.swap(client);
      const position = Math.max(head, logOrder.position, caughtUp);
      await recordVersions(client, models, position);
      return position;
    });
    return { readModels: models.map((model) => model.name), events, position, milliseconds: Math.round(performance.now() - started) };
  } catch (error) {
    await dropAll(client, shadows.values());
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The read models whose rows each belong to one user, folded user by user (see foldByUser): the
 * rows of each group of users go into the shadow tables and out of memory, so the fold's memory
 * stays small however long the log.
 */
class UserShards {
  private readonly folded: AnyReadModel[];
  private readonly types: string[];

  constructor(
    private readonly models: readonly AnyReadModel[],
    private readonly store: EventStore,
    private readonly batchSize: number,
  ) {
    this.folded = withSources(models);
    this.types = [...new Set(this.folded.flatMap(eventTypesOf))];
  }

  /** The users to fold up to `head`, in shards of about a batch of events, and how many events they have. */
  async plan(db: Database, head: number): Promise<{ shards: UserShard[]; events: number }> {
    if (this.models.length === 0) return { shards: [], events: 0 };
    const users = await this.store.usersWithEvents(db, this.types, head);
    return { shards: userShards(users, this.batchSize), events: users.reduce((sum, user) => sum + user.events, 0) };
  }

  /** Folds the shards' events up to `head` into the (new, unindexed) shadow tables; answers how many. */
  async fold(
    db: Database,
    shadows: ReadonlyMap<AnyReadModel, ShadowTable>,
    shards: readonly UserShard[],
    head: number,
    onShard: (events: number) => void,
    signal?: AbortSignal,
  ): Promise<number> {
    if (this.models.length === 0) return 0;
    await withClient(db, async (client) => {
      for (const model of this.models) await shadows.get(model)!.create(client);
    });
    const copy = (shard: MemoryFold) =>
      withClient(db, async (client) => {
        for (const model of this.models) await shadows.get(model)!.copy(client, shard.liveRows(model));
      });
    return foldByUser(db, this.store, this.folded, shards, copy, { toPosition: head, onShard, signal });
  }

  /**
   * Under the swap's lock: the users with events after `head` are folded again from their whole
   * history, and their rows in the shadow tables replaced (every row they had there is one of
   * the refold's keys, since the refold reads a longer log). Answers the last position folded.
   */
  async catchUp(client: pg.ClientBase, shadows: ReadonlyMap<AnyReadModel, ShadowTable>, head: number): Promise<number> {
    if (this.models.length === 0) return 0;
    const { userIds, position } = await this.store.usersAfter(client, head, this.types);
    if (userIds.length === 0) return 0;
    const replace = async (shard: MemoryFold) => {
      for (const model of this.models) {
        const rows = shard.rowsOf(model);
        await replaceRows(client, new RowTable(model, shadows.get(model)!.name), rows.keys(), rows);
      }
    };
    await foldByUser(client, this.store, this.folded, [userIds], replace, { toPosition: Number.MAX_SAFE_INTEGER });
    return position;
  }
}

async function dropAll(client: pg.ClientBase, shadows: Iterable<ShadowTable>): Promise<void> {
  for (const shadow of shadows) await shadow.drop(client).catch(() => undefined);
}

async function withClient<T>(db: Database, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await db.pool.connect();
  try {
    return await work(client);
  } finally {
    client.release();
  }
}

/** The read models and, before each, the sources it is derived from (folded, not written). */
function withSources(models: readonly AnyReadModel[]): AnyReadModel[] {
  const all: AnyReadModel[] = [];
  const add = (model: AnyReadModel) => {
    if (all.includes(model)) return;
    if (isDerived(model)) add(model.source);
    all.push(model);
  };
  models.forEach(add);
  return all;
}

/**
 * Runs `work` in a transaction that holds the tables exclusively: writers that touched them have
 * committed (their events are in the log), the others wait and then write to the new tables. A
 * writer holding one table while waiting for another can deadlock with the lock; then the lock
 * lets go and tries again.
 */
async function lockTables<T>(client: pg.ClientBase, models: readonly AnyReadModel[], work: () => Promise<T>): Promise<T> {
  const tables = models.map((model) => model.entity.options.tableName!).join(', ');
  for (let attempt = 0; ; attempt++) {
    await client.query('BEGIN');
    try {
      await client.query(`LOCK TABLE ${tables} IN ACCESS EXCLUSIVE MODE`);
      const result = await work();
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
      await sleep(50 * 2 ** attempt);
    }
  }
}

async function recordVersions(client: pg.ClientBase, models: readonly AnyReadModel[], position: number): Promise<void> {
  await client.query(
    `INSERT INTO read_model_versions (name, version, position, rebuilt_at)
     SELECT name, version, $3, now() FROM unnest($1::text[], $2::int[]) AS given (name, version)
     ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version, position = EXCLUDED.position, rebuilt_at = EXCLUDED.rebuilt_at`,
    [models.map((model) => model.name), models.map((model) => model.version), position],
  );
}

/** The event types a rebuild of these read models reads from the log: theirs and their sources'. */
export const eventTypesReadBy = (models: readonly AnyReadModel[]): string[] => [...new Set(withSources(models).flatMap(eventTypesOf))];
