import { Logger } from '@nestjs/common';
import { Database } from '../database/database.js';
import { migrate } from '../database/migrate.js';
import { EventStore } from '../event-store/event-store.js';
import { rebuildStale } from '../projections/rebuild/rebuild-stale.js';
import { allReadModels, rebuildShardsWorker } from './read-models.js';

/**
 * What every process does before it serves: migrate the schema, then rebuild the read models whose
 * rules changed since their tables were built. Safe when several processes start at once.
 */
export async function prepareDatabase(databaseUrl: string): Promise<void> {
  const db = await Database.connect(databaseUrl, 2);
  try {
    const applied = await migrate(db);
    if (applied.length > 0) Logger.log(`Applied migrations: ${applied.join(', ')}`, 'Bootstrap');
    const rebuilt = await rebuildStale(db, new EventStore(), allReadModels, { shardWorker: rebuildShardsWorker });
    if (rebuilt) Logger.log(`Rebuilt ${rebuilt.readModels.join(', ')} from ${rebuilt.events} events in ${rebuilt.milliseconds} ms`, 'Bootstrap');
  } finally {
    await db.close();
  }
}
