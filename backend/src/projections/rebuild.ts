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
 * rebuilding every projection a tenth slower. The price is memory: two batches (one applied, the
 * next read ahead) peak at about 1 GB when every projection is rebuilt from a million events.
 */
export const DEFAULT_REBUILD_BATCH_SIZE = 100_000;

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
 * of them: each window of the log goes to every projection, each rebuilt in one transaction (its
 * lane's, see RebuildLane). The exclusive locks make concurrent writers wait for
 * the rebuild and then apply their own events on top, so nothing is lost and readers never see a
 * half-built table.
 */
export async function rebuildProjections(
  db: Database,
  store: EventStore,
  projections: readonly Projection[],
  batchSize = DEFAULT_REBUILD_BATCH_SIZE,
): Promise<RebuildResult[]> {
  if (projections.length === 0) return [];
  const started = performance.now();
  const lanes = await openLanes(db, projections);
  // The log is read on a connection of its own, the next window while one is applied. It sees
  // what the lanes would see: the rebuild writes no events, and each statement reads what was
  // committed when it started. Without a connection to spare, the first lane reads.
  const reader = await openConnection(db);
  try {
    await lockAll(lanes);
    await onEveryLane(lanes, (lane) => lane.empty());
    const { connection } = lanes[0]!;
    const head = await store.headPosition(connection);
    const types = [...new Set(projections.flatMap((projection) => projection.eventTypes))];
    const windows = { reader: reader ?? connection, readAhead: !!reader, head, size: batchSize, types };
    await forEachWindow(
      store,
      windows,
      lanes.map((lane) => (window) => lane.applyWindow(window)),
    );
    const position = Math.max(head, await store.headPosition(connection));
    await onEveryLane(lanes, (lane) => lane.finish(position));
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
async function onEveryLane(lanes: readonly RebuildLane[], work: (lane: RebuildLane) => Promise<void>): Promise<void> {
  const outcomes = await Promise.allSettled(lanes.map(work));
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
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
  const windows = { reader, readAhead: reader !== tx, head, size: batchSize, types: projection.eventTypes };
  const events = await forEachWindow(store, windows, [(window) => applyToProjection(tx, projection, window)]);
  return { events, position: Math.max(head, await store.headPosition(tx)) };
}
