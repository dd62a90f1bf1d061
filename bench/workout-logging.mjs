import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { bootBuiltApp } from '../e2e/support/boot-app.mjs';
import { BENCH_LIMITS } from './lib/unthrottled.mjs';
import { anonymousClient, signedInClient } from './lib/http-client.mjs';
import { againstRecorded, recordedNumber } from './lib/recorded-results.mjs';
import { runConcurrently } from './lib/stats.mjs';

const CONCURRENCY = 16;
const TARGET_RATIO = 0.5;

/**
 * Logging a set: POST /api/workouts over HTTP (session, validation, event append, inline
 * projections, wallet) against raw pg INSERTs of the same rows, both with 16 concurrent clients.
 * Three ceilings run alongside, so the ratio can be read: the same api answering a route that does
 * nothing, without and with a session cookie (the session look-up every signed-in request pays),
 * and the floor of any HTTP endpoint that stores a set: a bare node:http server that only INSERTs
 * the row, grouping concurrent requests into one statement (lib/bare-insert-server.mjs).
 */
export async function run({ small = false } = {}) {
  const recorded = recordedNumber(/POST \/api\/workouts: (\d+) sets\/s/);
  const perClient = small ? 5 : 200;
  const total = perClient * CONCURRENCY;
  const app = await bootBuiltApp({ prefix: 'hw_bench_log', withWorker: false, env: BENCH_LIMITS });
  try {
    const clients = await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, index) => {
        const client = await signedInClient(app.baseUrl, `lifter${index}@bench.example`);
        const machine = await client.post('/api/machines', { name: `Bankdrücken ${index}`, categories: ['Brust'] });
        return { client, machineId: machine.id };
      }),
    );
    const row = (index) => ({ max_weight: 40 + (index % 80) * 0.5, reps: 1 + (index % 12), date: '2026-11-20', notes: index % 5 === 0 ? 'gut' : undefined });

    await runConcurrently(CONCURRENCY * 2, CONCURRENCY, (index, worker) =>
      clients[worker].client.post('/api/workouts', { machine_id: clients[worker].machineId, ...row(index) }),
    ); // warm-up
    const appStarted = performance.now();
    await runConcurrently(total, CONCURRENCY, (index, worker) =>
      clients[worker].client.post('/api/workouts', { machine_id: clients[worker].machineId, ...row(index) }),
    );
    const appSeconds = (performance.now() - appStarted) / 1000;
    const anonymous = clients.map(() => anonymousClient(app.baseUrl));
    const emptyRoute = await requestsPerSecond(total, (index, worker) => anonymous[worker].get(PROVIDERS));
    const sessionRoute = await requestsPerSecond(total, (index, worker) => clients[worker].client.get(PROVIDERS));
    const floor = await bareInsertRate(
      app.databaseUrl,
      total,
      clients.map(({ machineId }) => machineId),
      row,
    );
    for (const client of [...anonymous, ...clients.map(({ client }) => client)]) client.close();

    const pool = new pg.Pool({ connectionString: app.databaseUrl, max: CONCURRENCY });
    await pool.query(`CREATE TABLE bench_raw_entries (id uuid PRIMARY KEY, user_id uuid NOT NULL, machine_id uuid NOT NULL,
      max_weight numeric NOT NULL, reps integer NOT NULL, date date NOT NULL, notes text, created_by text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`);
    const users = clients.map(() => randomUUID());
    const rawStarted = performance.now();
    await runConcurrently(total, CONCURRENCY, (index, worker) => {
      const { max_weight, reps, date, notes } = row(index);
      return pool.query(
        'INSERT INTO bench_raw_entries (id, user_id, machine_id, max_weight, reps, date, notes, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
        [randomUUID(), users[worker], clients[worker].machineId, max_weight, reps, date, notes ?? null, `lifter${worker}@bench.example`],
      );
    });
    const rawSeconds = (performance.now() - rawStarted) / 1000;
    await pool.end();

    const appRate = total / appSeconds;
    const rawRate = total / rawSeconds;
    const ratio = appRate / rawRate;
    const ofRaw = (rate) => `${(rate / rawRate).toFixed(2)}× of raw`;
    return {
      name: 'Logging a set (16 concurrent clients)',
      ok: ratio >= TARGET_RATIO,
      lines: [
        `POST /api/workouts: ${appRate.toFixed(0)} sets/s (${total} sets)`,
        `before: ${againstRecorded(appRate, recorded, 'sets/s')}`,
        `raw pg INSERT: ${rawRate.toFixed(0)} rows/s`,
        `ceiling, same api, route that does nothing: ${emptyRoute.toFixed(0)} requests/s (${ofRaw(emptyRoute)}); with a session cookie: ${sessionRoute.toFixed(0)} requests/s (${ofRaw(sessionRoute)})`,
        `floor of any HTTP write, bare node:http server that only INSERTs the row (group commit): ${floor.toFixed(0)} sets/s (${ofRaw(floor)})`,
        `ratio: ${ratio.toFixed(2)}× (target ≥ ${TARGET_RATIO}×)`,
      ],
    };
  } finally {
    await app.stop();
  }
}

const PROVIDERS = '/api/auth/providers';

/** The same rows through the bare INSERT server, started as a process of its own like the api. */
async function bareInsertRate(databaseUrl, count, machineIds, row) {
  const script = fileURLToPath(new URL('./lib/bare-insert-server.mjs', import.meta.url));
  const child = spawn(process.execPath, [script], { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise((resolve, reject) => {
      child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
      child.once('exit', (code) => reject(new Error(`bare-insert-server exited with ${code}`)));
    });
    const clients = machineIds.map(() => anonymousClient(`http://127.0.0.1:${port}`));
    const rate = await requestsPerSecond(count, (index, worker) => clients[worker].post('/entries', { machine_id: machineIds[worker], ...row(index) }));
    for (const client of clients) client.close();
    return rate;
  } finally {
    child.kill('SIGTERM');
  }
}

async function requestsPerSecond(count, task) {
  await runConcurrently(CONCURRENCY * 4, CONCURRENCY, task); // warm-up
  const started = performance.now();
  await runConcurrently(count, CONCURRENCY, task);
  return count / ((performance.now() - started) / 1000);
}
