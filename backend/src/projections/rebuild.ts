import type { Database, Queryable } from '../database/database.js';
import type { EventStore } from '../event-store/event-store.js';
import type { Projection } from './projection.js';

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
  batchSize = 2000,
): Promise<RebuildResult> {
  const started = performance.now();
  return db.transaction(async (tx) => {
    await tx.query(`LOCK TABLE ${projection.tables.join(', ')} IN ACCESS EXCLUSIVE MODE`);
    await tx.query(`TRUNCATE ${projection.tables.join(', ')}`);
    const { events, position } = await replayInto(tx, store, projection, batchSize);
    await tx.query(
      `INSERT INTO projection_checkpoints (name, position, rebuilt_at, updated_at) VALUES ($1, $2, now(), now())
       ON CONFLICT (name) DO UPDATE SET position = EXCLUDED.position, rebuilt_at = now(), updated_at = now()`,
      [projection.name, position],
    );
    return { projection: projection.name, events, position, milliseconds: Math.round(performance.now() - started) };
  });
}

/** Applies every event the projection handles, from the start of the log, without truncating first. */
export async function replayInto(
  tx: Queryable,
  store: EventStore,
  projection: Projection,
  batchSize = 2000,
): Promise<{ events: number; position: number }> {
  let position = 0;
  let events = 0;
  for (;;) {
    const batch = await store.readAll(tx, position, batchSize, { types: projection.eventTypes });
    for (const event of batch) await projection.apply(tx, event);
    events += batch.length;
    if (batch.length < batchSize) break;
    position = batch[batch.length - 1]!.position;
  }
  return { events, position: Math.max(position, await store.headPosition(tx)) };
}
