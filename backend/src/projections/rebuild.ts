import pg from 'pg';
import type { Database, Queryable } from '../database/database.js';
import type { RecordedEvent } from '../event-store/event.js';
import type { EventStore } from '../event-store/event-store.js';
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

export interface RebuildResult {
  projection: string;
  events: number;
  position: number;
  milliseconds: number;
}

/**
 * Truncates a projection's tables and replays the whole log into them in one transaction. The
 * exclusive locks make concurrent writers wait for the rebuild and then apply their own events on
 * top, so nothing is lost and readers never see a half-built table.
 */
export async function rebuildProjection(
  db: Database,
  store: EventStore,
  projection: Projection,
  batchSize = DEFAULT_REBUILD_BATCH_SIZE,
): Promise<RebuildResult> {
  const started = performance.now();
  const reader = await openReader(db);
  try {
    return await db.transaction(async (tx) => {
      await tx.query(`LOCK TABLE ${projection.tables.join(', ')} IN ACCESS EXCLUSIVE MODE`);
      await tx.query(`TRUNCATE ${projection.tables.join(', ')}`);
      const indexes = await dropIndexes(tx, projection.applyBatch ? (projection.indexesBuiltAfterRebuild ?? []) : []);
      const { events, position } = await replayInto(tx, store, projection, batchSize, reader ?? tx);
      for (const definition of indexes) await tx.query(definition);
      await tx.query(
        `INSERT INTO projection_checkpoints (name, position, rebuilt_at, updated_at) VALUES ($1, $2, now(), now())
         ON CONFLICT (name) DO UPDATE SET position = EXCLUDED.position, rebuilt_at = now(), updated_at = now()`,
        [projection.name, position],
      );
      return { projection: projection.name, events, position, milliseconds: Math.round(performance.now() - started) };
    });
  } finally {
    await reader?.end().catch(() => undefined);
  }
}

/**
 * A connection of its own to read the log on while the transaction writes. It sees what the
 * transaction would see: the rebuild writes no events, and each statement of either reads what was
 * committed when it started. Not taken from the pool, so that rebuilds running side by side cannot
 * leave each other waiting for a client; without it (no connection to spare) the transaction reads.
 */
async function openReader(db: Database): Promise<pg.Client | undefined> {
  const client = new pg.Client(db.pool.options);
  // A connection lost midway fails the read that uses it, and with it the rebuild.
  client.on('error', () => undefined);
  try {
    await client.connect();
    return client;
  } catch {
    await client.end().catch(() => undefined);
    return undefined;
  }
}

/** Drops the named indexes that exist and returns their definitions, to create them again. */
async function dropIndexes(tx: Queryable, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const { rows } = await tx.query<{ name: string; definition: string }>(
    `SELECT format('%I.%I', schemaname, indexname) AS name, indexdef AS definition FROM pg_indexes
     WHERE indexname = ANY($1::text[]) AND schemaname = current_schema()`,
    [names],
  );
  for (const { name } of rows) await tx.query(`DROP INDEX ${name}`);
  return rows.map((row) => row.definition);
}

/**
 * Applies every event the projection handles, from the start of the log, without truncating
 * first, through its batch path when it has one. Runs inside the caller's transaction and locks
 * the projection's tables, which the batch path needs (it reads rows before it writes them).
 *
 * The log is read in windows of `batchSize` positions up to its head (events of these types
 * cannot commit later below it: their writers wait for the locks), each a batch of at most that
 * many events. The next window is read (on `reader`, when given another connection) while one is
 * applied.
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
  const read = (after: number) => {
    const batch = store.readAll(reader, after, batchSize, { types: projection.eventTypes, toPosition: after + batchSize });
    batch.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled
    return batch;
  };
  // One connection runs one statement at a time: read ahead only on a connection of its own.
  const readAhead = reader !== tx;
  let events = 0;
  let next: Promise<RecordedEvent[]> | undefined = head > 0 ? read(0) : undefined;
  for (let window = 0; next; window += batchSize) {
    const batch: RecordedEvent[] = await next;
    const more = window + batchSize < head;
    next = more && readAhead ? read(window + batchSize) : undefined;
    events += batch.length;
    if (projection.applyBatch) {
      if (batch.length > 0) await projection.applyBatch(tx, batch);
    } else {
      for (const event of batch) await projection.apply(tx, event);
    }
    if (more && !readAhead) next = read(window + batchSize);
  }
  return { events, position: Math.max(head, await store.headPosition(tx)) };
}
