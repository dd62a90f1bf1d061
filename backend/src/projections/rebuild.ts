import { setTimeout as sleep } from 'node:timers/promises';
import type { Database, Queryable } from '../database/database.js';
import type { EventStore } from '../event-store/event-store.js';
import { forEachWindow } from './batch/log-windows.js';
import type { RebuildLane } from './batch/rebuild-lane.js';
import { applyToProjection, openConnection, openLanes } from './batch/rebuild-lane.js';
import type { Projection } from './projection.js';

/**
 * Log positions per batch (so at most this many events). A batch path folds a whole batch at once
 * and writes each touched row once per batch; rows touched again and again (a machine's summary, a
 * user's totals) leave a dead version per write inside the rebuild's one transaction, which later
 * writes of the row wade through, so fewer, larger batches are much cheaper: halving this makes
 * the dashboard's rebuild a quarter slower. The price is memory: two batches (one applied, the
 * next read ahead) peak at about 600 MB for the dashboard on a million events.
 */
export const DEFAULT_REBUILD_BATCH_SIZE = 50_000;

/**
 * How long a lane waits for its locks while other lanes of the rebuild hold theirs. Postgres
 * cannot see that the lanes belong together, so a writer holding one lane's tables and waiting
 * for another's would deadlock with the rebuild unnoticed; after this the rebuild lets go of all
 * its locks and tries again.
 */
const LOCK_TIMEOUT_WHILE_HOLDING = '2s';

export interface RebuildResult {
  projection: string;
  events: number;
  position: number;
  milliseconds: number;
}

/** `rebuildProjections` for one projection. */
export async function rebuildProjection(
  db: Database,
  store: EventStore,
  projection: Projection,
  batchSize = DEFAULT_REBUILD_BATCH_SIZE,
): Promise<RebuildResult> {
  const [result] = await rebuildProjections(db, store, [projection], batchSize);
  return result!;
}

/**
 * Truncates the projections' tables and replays the whole log into them, reading it once for all
 * of them. Each projection is rebuilt in one transaction (its lane's, see RebuildLane); the
 * exclusive locks make concurrent writers wait for the rebuild and then apply their own events on
 * top, so nothing is lost and readers never see a half-built table.
 */
export async function rebuildProjections(
  db: Database,
  store: EventStore,
  projections: readonly Projection[],
  batchSize = DEFAULT_REBUILD_BATCH_SIZE,
): Promise<RebuildResult[]> {
  const started = performance.now();
  const lanes = await openLanes(db, projections);
  const reader = await openConnection(db);
  try {
    await lockAll(lanes);
    const indexes = await onEveryLane(lanes, empty);
    const { connection } = lanes[0]!;
    const head = await store.headPosition(connection);
    const types = [...new Set(projections.flatMap((projection) => projection.eventTypes))];
    await forEachWindow(store, reader ?? connection, !!reader, { head, size: batchSize, types }, (window) =>
      onEveryLane(lanes, (lane) => lane.applyWindow(window)).then(() => undefined),
    );
    const position = Math.max(head, await store.headPosition(connection));
    await onEveryLane(lanes, (lane, index) => finish(lane, indexes[index]!, position));
    const milliseconds = Math.round(performance.now() - started);
    const events = new Map(lanes.flatMap((lane) => [...lane.events]));
    return projections.map((projection) => ({ projection: projection.name, events: events.get(projection.name) ?? 0, position, milliseconds }));
  } finally {
    await Promise.all([...lanes.map((lane) => lane.end()), reader?.end().catch(() => undefined)]);
  }
}

/**
 * Runs `work` on every lane at once and waits for all of them before it reports the first failure:
 * a lane still running must not see its transaction rolled back under it, or its next statements
 * would run outside of one.
 */
async function onEveryLane<T>(lanes: readonly RebuildLane[], work: (lane: RebuildLane, index: number) => Promise<T>): Promise<T[]> {
  const outcomes = await Promise.allSettled(lanes.map(work));
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return outcomes.map((outcome) => (outcome as PromiseFulfilledResult<T>).value);
}

/**
 * Begins every lane and takes its locks, never waiting long in one lane while holding locks in
 * another: on a lock timeout every lane lets go, and after a pause all try again.
 */
async function lockAll(lanes: readonly RebuildLane[]): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      for (const [index, lane] of lanes.entries()) await lane.begin(index > 0 ? LOCK_TIMEOUT_WHILE_HOLDING : undefined);
      return;
    } catch (error) {
      await Promise.all(lanes.map((lane) => lane.rollback()));
      if ((error as { code?: string }).code !== '55P03') throw error;
      await sleep(Math.min(100 * 2 ** attempt, 5_000));
    }
  }
}

/** Truncates the lane's tables and drops the indexes its batch paths do without; returns their definitions. */
async function empty(lane: RebuildLane): Promise<string[]> {
  await lane.connection.query(`TRUNCATE ${lane.projections.flatMap((projection) => projection.tables).join(', ')}`);
  const names = lane.projections.flatMap((projection) => (projection.applyBatch ? (projection.indexesBuiltAfterRebuild ?? []) : []));
  if (names.length === 0) return [];
  const { rows } = await lane.connection.query<{ name: string; definition: string }>(
    `SELECT format('%I.%I', schemaname, indexname) AS name, indexdef AS definition FROM pg_indexes
     WHERE indexname = ANY($1::text[]) AND schemaname = current_schema()`,
    [names],
  );
  for (const { name } of rows) await lane.connection.query(`DROP INDEX ${name}`);
  return rows.map((row) => row.definition);
}

/** Creates the dropped indexes again, records each projection's checkpoint and commits. */
async function finish(lane: RebuildLane, indexes: readonly string[], position: number): Promise<void> {
  for (const definition of indexes) await lane.connection.query(definition);
  for (const projection of lane.projections) {
    await lane.connection.query(
      `INSERT INTO projection_checkpoints (name, position, rebuilt_at, updated_at) VALUES ($1, $2, now(), now())
       ON CONFLICT (name) DO UPDATE SET position = EXCLUDED.position, rebuilt_at = now(), updated_at = now()`,
      [projection.name, position],
    );
  }
  await lane.commit();
}

/**
 * Applies every event the projection handles, from the start of the log, without truncating
 * first, through its batch path when it has one. Runs inside the caller's transaction and locks
 * the projection's tables, which the batch path needs (it reads rows before it writes them).
 * The log is read up to its head (see `forEachWindow`), on `reader` when given another connection.
 */
export async function replayInto(
  tx: Queryable,
  store: EventStore,
  projection: Projection,
  batchSize = DEFAULT_REBUILD_BATCH_SIZE,
  reader: Queryable = tx,
): Promise<{ events: number; position: number }> {
  await tx.query(`LOCK TABLE ${projection.tables.join(', ')} IN ACCESS EXCLUSIVE MODE`);
  const head = await store.headPosition(tx);
  const events = await forEachWindow(store, reader, reader !== tx, { head, size: batchSize, types: projection.eventTypes }, (window) =>
    applyToProjection(tx, projection, window),
  );
  return { events, position: Math.max(head, await store.headPosition(tx)) };
}
