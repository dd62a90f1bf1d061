import { ConfigError, loadConfig } from './config/app-config.js';
import { Database } from './database/database.js';
import { migrate } from './database/migrate.js';
import { EventStore } from './event-store/event-store.js';
import { embeddedDatabaseUrl } from './launcher/embedded-database-url.js';
import { allReadModels, rebuildShardsWorker } from './app/read-models.js';
import { rebuildReadModels } from './projections/rebuild/rebuild.js';

/**
 * `npm run replay -- <read model|all>`: rebuilds read models from the event log, in DATABASE_URL
 * or else in the embedded PostgreSQL of a running `npm start`, while the app keeps serving.
 */
async function main(argv: string[]): Promise<number> {
  const target = argv[0];
  const names = allReadModels.map((model) => model.name);
  if (!target || (target !== 'all' && !names.includes(target))) {
    console.error(`Usage: npm run replay -- <${[...names, 'all'].join('|')}>`);
    return 2;
  }
  const db = await Database.connect(loadConfig({ DATABASE_URL: embeddedDatabaseUrl(), ...process.env }).databaseUrl, 2);
  try {
    await migrate(db);
    const selected = allReadModels.filter((model) => target === 'all' || model.name === target);
    const result = await rebuildReadModels(db, new EventStore(), selected, { shardWorker: rebuildShardsWorker });
    console.log(`${result.readModels.join(', ')}: ${result.events} events replayed up to position ${result.position} in ${result.milliseconds} ms`);
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
