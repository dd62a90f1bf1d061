import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * One app boot for every browser test: the built api and a worker, exactly as `npm start` runs
 * them, on a fresh database and a free port. The tests read E2E_BASE_URL.
 */
export default async function globalSetup() {
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `hw_e2e_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;

  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `e2e-${randomBytes(4).toString('hex')}`,
    GOOGLE_CLIENT_ID: '',
    GOOGLE_CLIENT_SECRET: '',
  };
  const api = spawn(process.execPath, ['backend/dist/main.js'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, api);
  // Started after the api so that migrations have run.
  const worker = spawn(process.execPath, ['backend/dist/worker.js'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });

  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  globalThis.__E2E__ = { children: [api, worker], serverUrl, name };
}

export async function withClient(connectionString, work) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The api exited with code ${child.exitCode} before it was healthy`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The api did not become healthy at ${url} within 60 s`);
}
