import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { Database, Queryable } from '../../database/database.js';
import type { EventStore } from '../../event-store/event-store.js';
import type { AnyReadModel } from '../read-model.js';
import { eventTypesOf, isByUser, withSources } from '../read-model.js';
import { LogOrderFold } from './log-order-fold.js';
import { processLimits } from './process-limits.js';
import { rebuildSizing } from './rebuild-sizing.js';
import type { RebuildSizing } from './rebuild-sizing.js';
import type { ShadowTable } from './shadow-table.js';
import { UserShards, shadowOf } from './user-shards.js';

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
  /** The app's worker-thread entry that folds user shards (app/rebuild-shards.worker.ts), once built. */
  shardWorker?: URL;
  /** Threads and shard sizes; else from the process's limits (processLimits) and the memory it uses at the start. */
  sizing?: RebuildSizing;
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
 * time, in worker threads given `shardWorker`; the others at the end); then, with the tables
 * locked for a moment, the events committed meanwhile are folded on top and each shadow replaces
 * its table.
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
  { batchSize = REBUILD_BATCH_SIZE, onProgress, signal, shardWorker, sizing }: RebuildOptions,
): Promise<RebuildResult> {
  const started = performance.now();
  const fit = sizing ?? rebuildSizing(processLimits(), availableParallelism(), process.memoryUsage().rss, batchSize);
  const erasedBefore = await erasures(db);
  const head = await store.headPosition(db);
  const perUser = new UserShards(models.filter(isByUser), store, fit, shardWorker);
  const inOrder = models.filter((model) => !isByUser(model));
  const logOrder = new LogOrderFold(withSources(inOrder), store, fit.logBatch);
  const shadows = new Map(models.map((model) => [model, shadowOf(model)]));
  const planned = await perUser.plan(db, head);
  const total = (await store.countOfTypes(db, eventTypesReadBy(inOrder), head)) + planned.events;
  let events = 0;
  const progress = (phase: RebuildProgress['phase'], tablesFilled = 0) =>
    onProgress?.({ phase, events, total, position: logOrder.position, head, tablesFilled, tables: models.length });
  try {
    events = await logOrder.foldUpTo(db, head, (folded) => ((events = folded.events), progress('fold')), signal);
    const foldedInOrder = events;
    events += await perUser.fold(db, planned.shards, head, { onShard: (folded) => ((events = foldedInOrder + folded), progress('fold')), signal });
    signal?.throwIfAborted();
    logOrder.startTracking();
    // Tables are indexed (and the others filled) side by side, as far as the pool has connections
    // to spare: Postgres builds one's indexes while the next one's rows stream in.
    let filled = 0;
    progress('fill', filled);
    await Promise.all(
      models.map((model) =>
        db.withClient(async (client) => {
          const shadow = shadows.get(model)!;
          await (isByUser(model) ? shadow.index(client) : shadow.fill(client, logOrder.rows.liveRows(model)));
          progress('fill', ++filled);
        }),
      ),
    );
    signal?.throwIfAborted();
  } catch (error) {
    await db.withClient((client) => dropAll(client, shadows.values()));
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
      const caughtUp = await perUser.catchUp(client, head);
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

async function dropAll(client: pg.ClientBase, shadows: Iterable<ShadowTable>): Promise<void> {
  for (const shadow of shadows) await shadow.drop(client).catch(() => undefined);
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
