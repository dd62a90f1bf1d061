import type { Database } from './database.js';

// Any constant works; it only has to be the same for every process that migrates.
const MIGRATION_LOCK_ID = 727_001;

/** Runs pending TypeORM migrations, each in its own transaction; safe when api and workers start at once. */
export async function migrate(db: Database): Promise<string[]> {
  const client = await db.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const applied = await db.dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}
