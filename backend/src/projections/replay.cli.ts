import { ConfigError, loadConfig } from '../config/app-config.js';
import { Database } from '../database/database.js';
import { migrate } from '../database/migrate.js';
import { EventStore } from '../event-store/event-store.js';
import { embeddedDatabaseUrl } from '../launcher/embedded-database-url.js';
import { allProjections } from './index.js';
import { rebuildProjections } from './rebuild.js';

/**
 * `npm run replay -- <projection|all>`: rebuilds read models from the event log, in DATABASE_URL
 * or else in the embedded PostgreSQL of a running `npm start`.
 */
async function main(argv: string[]): Promise<number> {
  const target = argv[0];
  const names = allProjections.map((projection) => projection.name);
  if (!target || (target !== 'all' && !names.includes(target))) {
    console.error(`Usage: npm run replay -- <${[...names, 'all'].join('|')}>`);
    return 2;
  }
  const db = Database.connect(loadConfig({ DATABASE_URL: embeddedDatabaseUrl(), ...process.env }).databaseUrl, 2);
  try {
    await migrate(db);
    const store = new EventStore();
    const selected = allProjections.filter((candidate) => target === 'all' || candidate.name === target);
    const results = await rebuildProjections(db, store, selected);
    for (const result of results) console.log(`${result.projection}: ${result.events} events replayed, checkpoint ${result.position}`);
    // Rebuilt together from one reading of the log, so they took the same time.
    console.log(`rebuilt in ${results[0]?.milliseconds ?? 0} ms`);
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
