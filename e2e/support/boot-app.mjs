import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Boots the BUILT api (and a worker) exactly as `npm start` runs them, on a fresh database and a
 * free port. Used by the browser tests' global setup and by the benchmarks: `root` boots another
 * build (a benchmark's baseline), `databasePort` has the app reach Postgres through a proxy there.
 */
export async function bootBuiltApp({ prefix = 'hw_app', withWorker = true, env: extraEnv = {}, root = repositoryRoot, databasePort } = {}) {
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const appDatabaseUrl = new URL(databaseUrl);
  if (databasePort !== undefined) Object.assign(appDatabaseUrl, { hostname: '127.0.0.1', port: String(databasePort) });

  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    DEV_LOGIN: '1',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: appDatabaseUrl.toString(),
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `${prefix}-${randomBytes(4).toString('hex')}`,
    GOOGLE_CLIENT_ID: '',
    GOOGLE_CLIENT_SECRET: '',
    OPENAI_API_KEY: '',
    ...extraEnv,
  };
  const children = [
    spawn(process.execPath, [...(process.env.PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.PROFILE_DIR] : []), 'backend/dist/main.js'], {
      cwd: root,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
  ];
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(`${baseUrl}/api/health/ready`, children[0]);
  // Started after the api so that migrations have run.
  if (withWorker) children.push(spawn(process.execPath, ['backend/dist/worker.js'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] }));

  return {
    baseUrl,
    databaseUrl: databaseUrl.toString(),
    /** The api's process, for benchmarks that read its memory. */
    apiPid: children[0].pid,
    /** The environment the api runs with, for a worker a benchmark starts and stops itself. */
    env,
    async stop() {
      await Promise.all(children.map(stopChild));
      await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
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

function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

export function freePort() {
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
  // Four apps boot at once in the browser tests' setup, on a machine that may be busy with other work.
  const deadline = Date.now() + 120_000;
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
  throw new Error(`The api did not become healthy at ${url} within 120 s`);
}
