import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { Database, Queryable } from '../../database/database.js';
import type { RecordedEvent } from '../../event-store/event.js';
import type { EventStore } from '../../event-store/event-store.js';
import type { RowMap } from '../fold.js';
import { Fold, recountInMemory } from '../fold.js';
import type { AnyReadModel, GroupedReadModel } from '../read-model.js';
import { eventTypesOf, isDerived, isGrouped } from '../read-model.js';
import { RowTable } from '../row-table.js';
import { ShadowTable } from './shadow-table.js';

/** Events read from the log per round trip. */
export const REBUILD_BATCH_SIZE = 50_000;

/**
 * Where a rebuild stands: folding the log (`position` of `head`), filling the shadow tables
 * (`tablesFilled` of `tables`), or swapping them in.
 */
export interface RebuildProgress {
  phase: 'fold' | 'fill' | 'swap';
  events: number;
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
 * head, the rows go by COPY into shadow tables, and then, with the tables locked for a moment,
 * the events committed meanwhile are folded on top and each shadow replaces its table.
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
  const replay = new Replay(withSources(models), store, batchSize);
  const head = await store.headPosition(db);
  const tables = models.length;
  const events = await replay.foldUpTo(db, head, (folded) => onProgress?.({ ...folded, phase: 'fold', tablesFilled: 0, tables }), signal);
  const progress = (phase: RebuildProgress['phase'], tablesFilled: number) =>
    onProgress?.({ phase, events, position: replay.position, head, tablesFilled, tables });
  signal?.throwIfAborted();
  const touched = replay.startTracking();
  const shadows = models.map((model) => new ShadowTable(model.entity.options.tableName!, model.entity));
  try {
    // Tables are filled side by side, as far as the pool has connections to spare: Postgres builds
    // one's indexes while the next rows stream in.
    let filled = 0;
    progress('fill', filled);
    await Promise.all(
      models.map((model, index) =>
        withClient(db, async (client) => {
          await shadows[index]!.fill(client, replay.liveRows(model));
          progress('fill', ++filled);
        }),
      ),
    );
    signal?.throwIfAborted();
  } catch (error) {
    await withClient(db, (client) => dropAll(client, shadows));
    throw error;
  }
  progress('swap', tables);
  const client = await db.pool.connect();
  try {
    const position = await lockTables(client, models, async () => {
      // An erasure that deleted rows holds them until it commits, so this sees every one that did.
      if ((await erasures(client)) !== erasedBefore) throw new ErasedDuringRebuild();
      await replay.foldUpTo(client, Number.MAX_SAFE_INTEGER);
      for (const [index, model] of models.entries()) await replay.writeTouched(client, model, shadows[index]!, touched);
      for (const shadow of shadows) await shadow.swap(client);
      const position = Math.max(head, replay.position);
      await recordVersions(client, models, position);
      return position;
    });
    return { readModels: models.map((model) => model.name), events, position, milliseconds: Math.round(performance.now() - started) };
  } catch (error) {
    await dropAll(client, shadows);
    throw error;
  } finally {
    client.release();
  }
}

async function dropAll(client: pg.ClientBase, shadows: readonly ShadowTable[]): Promise<void> {
  for (const shadow of shadows) await shadow.drop(client).catch(() => undefined);
}

/** The whole log folded in memory through a list of read models (with each one's sources). */
class Replay {
  private readonly fold: Fold;
  private readonly rows = new Map<AnyReadModel, RowMap>();
  private readonly types: string[];
  /** Per grouped model, the rows to count again once the log is folded (FoldStep.deferRecounts). */
  private readonly pendingRecounts = new Map<GroupedReadModel<object, object>, Map<string, object>>();
  position = 0;
  private tracked: Map<AnyReadModel, Set<string>> | null = null;

  constructor(
    models: readonly AnyReadModel[],
    private readonly store: EventStore,
    private readonly batchSize: number,
  ) {
    this.fold = new Fold(models);
    for (const model of models) this.rows.set(model, new Map());
    this.types = [...new Set(models.flatMap(eventTypesOf))];
    for (const model of models.filter(isGrouped)) this.pendingRecounts.set(model, new Map());
  }

  /** Folds the log after where it got to, up to `head`; answers how many events. */
  async foldUpTo(
    db: pg.ClientBase | Database,
    head: number,
    onProgress?: (folded: { events: number; position: number; head: number }) => void,
    signal?: AbortSignal,
  ): Promise<number> {
    let events = 0;
    const read = (after: number) => this.store.readAll(db, after, this.batchSize, { types: this.types, toPosition: head });
    // The next window is read (on another pooled connection) while this one is folded.
    for (let next = read(this.position); ;) {
      const window: RecordedEvent[] = await next;
      if (window.length === 0) break;
      signal?.throwIfAborted();
      next = read(window.at(-1)!.position);
      for (const step of this.fold.steps(window)) {
        const pending = this.pendingRecounts.get(step.model as GroupedReadModel<object, object>);
        if (pending) step.deferRecounts(pending);
        step.apply(this.rows.get(step.model)!);
        this.track(step.model, step.touched);
      }
      this.position = window.at(-1)!.position;
      events += window.length;
      onProgress?.({ events, position: this.position, head });
    }
    for (const [model, pending] of this.pendingRecounts) {
      if (pending.size === 0) continue;
      this.track(model, recountInMemory(model, this.rows.get(model)!, this.rows.get(model.source as AnyReadModel)!, pending));
      pending.clear();
    }
    return events;
  }

  private track(model: AnyReadModel, ids: Iterable<string>): void {
    const tracked = this.tracked?.get(model);
    if (tracked) for (const id of ids) tracked.add(id);
  }

  liveRows(model: AnyReadModel): object[] {
    return [...this.rows.get(model)!.values()].filter((row): row is object => row !== null);
  }

  /** From now on, remembers which rows each read model's folds replace (across attempts to swap). */
  startTracking(): Map<AnyReadModel, Set<string>> {
    this.tracked = new Map([...this.rows.keys()].map((model) => [model, new Set<string>()]));
    return this.tracked;
  }

  async writeTouched(client: pg.ClientBase, model: AnyReadModel, shadow: ShadowTable, touched: Map<AnyReadModel, Set<string>>): Promise<void> {
    const ids = touched.get(model)!;
    if (ids.size === 0) return;
    const rows = this.rows.get(model)!;
    const table = new RowTable(model, shadow.name);
    await table.delete(
      client,
      [...ids].map((id) => keyColumns(model, id)),
    );
    await table.insert(
      client,
      [...ids].map((id) => rows.get(id)).filter((row): row is object => !!row),
    );
  }
}

const keyColumns = (model: AnyReadModel, id: string): object => Object.fromEntries(id.split('\u0001').map((value, index) => [model.key[index], value]));

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
