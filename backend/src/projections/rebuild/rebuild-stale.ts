import type pg from 'pg';
import type { Database } from '../../database/database.js';
import type { EventStore } from '../../event-store/event-store.js';
import type { AnyReadModel } from '../read-model.js';
import type { RebuildOptions, RebuildResult } from './rebuild.js';
import { rebuildReadModels } from './rebuild.js';

// Any constant works; it only has to be the same for every process that rebuilds.
const REBUILD_LOCK_ID = 727_002;

/**
 * Runs `work` while no other process rebuilds: the rebuild at start and the admins' rebuild jobs
 * take turns, however many processes there are, so two never fill the same shadow table.
 */
export async function withRebuildLock<T>(db: Database, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await db.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [REBUILD_LOCK_ID]);
    return await work(client);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [REBUILD_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}

/**
 * Rebuilds every read model whose table was not built by its current rules (no row in
 * read_model_versions, or another version), once, however many processes start at the same time.
 */
export function rebuildStale(db: Database, store: EventStore, models: readonly AnyReadModel[], options?: RebuildOptions): Promise<RebuildResult | null> {
  return withRebuildLock(db, async (client) => {
    const { rows } = await client.query<{ name: string; version: number }>('SELECT name, version FROM read_model_versions');
    const built = new Map(rows.map((row) => [row.name, row.version]));
    const stale = models.filter((model) => built.get(model.name) !== model.version);
    return stale.length > 0 ? await rebuildReadModels(db, store, stale, options) : null;
  });
}
