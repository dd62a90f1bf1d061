import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { bootBuiltApp } from '../e2e/support/boot-app.mjs';
import { builtBaseline } from './lib/baseline-build.mjs';
import { BENCH_LIMITS } from './lib/unthrottled.mjs';
import { anonymousClient, signedInClient } from './lib/http-client.mjs';
import { againstRecorded, recordedNumber } from './lib/recorded-results.mjs';
import { startRoundTripCounter } from './lib/round-trip-counter.mjs';
import { runConcurrently } from './lib/stats.mjs';

const CONCURRENCY = 16;
const TARGET_RATIO = 0.5;
/** Issue #44: against the build before it, at least twice the sets per second, at most four round trips in a set's transaction. */
const BASELINE_COMMIT = process.env.BENCH_BASELINE_COMMIT ?? 'b14d58d';
const TARGET_GAIN = 2;
const TARGET_ROUND_TRIPS = 4;
/** The two builds log in turns, so that a change in the machine's load meets both alike. */
const TURNS = 4;

/**
 * Logging a set: POST /api/workouts over HTTP (session, validation, event append, inline
 * projections, wallet) against raw pg INSERTs of the same rows, both with 16 concurrent clients.
 * Three ceilings run alongside, so the ratio can be read: the same api answering a route that does
 * nothing, without and with a session cookie (the session look-up every signed-in request pays),
 * and the floor of any HTTP endpoint that stores a set: a bare node:http server that only INSERTs
 * the row, grouping concurrent requests into one statement (lib/bare-insert-server.mjs).
 * The api of the build before issue #44 (lib/baseline-build.mjs) logs the same sets in turns with
 * this one, and each build's round trips to Postgres per set are counted at the wire
 * (lib/round-trip-counter.mjs, an app booted through it apart from the timed ones).
 */
export async function run({ small = false } = {}) {
  const recorded = recordedNumber(/POST \/api\/workouts: (\d+) sets\/s/);
  const perClient = small ? 5 : 200;
  const total = perClient * CONCURRENCY;
  // The smoke run (--small) only proves the benchmark runs: it sets this build beside itself
  // rather than building another commit, which a shallow clone would not have.
  const baselineRoot = small ? undefined : builtBaseline(BASELINE_COMMIT);
  const baselineName = small ? 'this build again (small run)' : `the build before (${BASELINE_COMMIT})`;
  const now = await roundTripsPerSet();
  const trips = { before: small ? now : await roundTripsPerSet(baselineRoot), now };
  const app = await bootBuiltApp({ prefix: 'hw_bench_log', withWorker: false, env: BENCH_LIMITS });
  // Beside itself, the small run's baseline is the same app (its lifters are others).
  const before = small ? app : await bootBuiltApp({ prefix: 'hw_bench_log_before', withWorker: false, env: BENCH_LIMITS, root: baselineRoot });
  try {
    const baselineLifters = await lifters(before.baseUrl, 'before');
    const clients = await lifters(app.baseUrl, 'now');
    const logSets = (lifters, count) =>
      runConcurrently(count, CONCURRENCY, (index, worker) =>
        lifters[worker].client.post('/api/workouts', { machine_id: lifters[worker].machineId, ...row(index) }),
      );

    await logSets(baselineLifters, CONCURRENCY * 2); // warm-up
    await logSets(clients, CONCURRENCY * 2); // warm-up
    const seconds = { before: 0, now: 0 };
    const cpu = { before: { api: 0, postgres: 0 }, now: { api: 0, postgres: 0 } };
    const turns = small ? 1 : TURNS;
    const server = new pg.Pool({ connectionString: app.databaseUrl, max: 1 });
    for (let turn = 0; turn < turns; turn++) {
      // Each build goes first every other turn.
      for (const which of turn % 2 === 0 ? ['before', 'now'] : ['now', 'before']) {
        const booted = which === 'before' ? before : app;
        // The Postgres processes serving the api: its pool's connections, open since the warm-up.
        const { rows } = await server.query('SELECT pid FROM pg_stat_activity WHERE datname = $1', [new URL(booted.databaseUrl).pathname.slice(1)]);
        const pids = [booted.apiPid, ...rows.map((row) => row.pid)];
        const [started, cpuBefore] = [performance.now(), pids.map(cpuMs)];
        await logSets(which === 'before' ? baselineLifters : clients, total / turns);
        seconds[which] += (performance.now() - started) / 1000;
        const used = pids.map((pid, index) => cpuMs(pid) - cpuBefore[index]);
        cpu[which].api += used[0];
        cpu[which].postgres += used.slice(1).reduce((sum, ms) => sum + ms, 0);
      }
    }
    await server.end();
    for (const { client } of baselineLifters) client.close();
    if (before !== app) await before.stop(); // its CPU for the ceilings that follow
    const appSeconds = seconds.now;
    const baselineRate = total / seconds.before;
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
    const gain = appRate / baselineRate;
    const issueMet = gain >= TARGET_GAIN && Object.values(trips.now).every(({ transaction }) => transaction <= TARGET_ROUND_TRIPS);
    return {
      name: 'Logging a set (16 concurrent clients)',
      ok: ratio >= TARGET_RATIO,
      lines: [
        `POST /api/workouts: ${appRate.toFixed(0)} sets/s (${total} sets)`,
        `${baselineName}, in ${turns} turns with this one: ${baselineRate.toFixed(0)} sets/s; this build ${gain.toFixed(2)}× that (target ≥ ${TARGET_GAIN}×)`,
        ...['api', 'postgres'].map(
          (side) =>
            `CPU per set, ${side === 'api' ? 'the api process' : "Postgres (the api's connections)"}: ${(cpu.now[side] / total).toFixed(2)} ms, the build before ${(cpu.before[side] / total).toFixed(2)} ms (${(cpu.before[side] / cpu.now[side]).toFixed(2)}× this build's)`,
        ),
        ...Object.entries(SETS).map(
          ([kind, { label }]) =>
            `round trips to Postgres per set, ${label}: ${trips.now[kind].transaction} in its transaction, ${trips.now[kind].request} in the request; before ${trips.before[kind].transaction} and ${trips.before[kind].request}`,
        ),
        `issue #44 (≥ ${TARGET_GAIN}× the build before, ≤ ${TARGET_ROUND_TRIPS} round trips in a set's transaction): ${issueMet ? 'met' : 'MISSED'}`,
        `before: ${againstRecorded(appRate, recorded, 'sets/s')}`,
        `raw pg INSERT: ${rawRate.toFixed(0)} rows/s`,
        `ceiling, same api, route that does nothing: ${emptyRoute.toFixed(0)} requests/s (${ofRaw(emptyRoute)}); with a session cookie: ${sessionRoute.toFixed(0)} requests/s (${ofRaw(sessionRoute)})`,
        `floor of any HTTP write, bare node:http server that only INSERTs the row (group commit): ${floor.toFixed(0)} sets/s (${ofRaw(floor)})`,
        `ratio: ${ratio.toFixed(2)}× (target ≥ ${TARGET_RATIO}×)`,
      ],
    };
  } finally {
    if (before !== app) await before.stop();
    await app.stop();
  }
}

const PROVIDERS = '/api/auth/providers';

/** CPU time (user and system) a process has used so far, in ms, as the kernel counts it: swayed less by the machine's other load than the time taken. */
function cpuMs(pid) {
  try {
    const [utime, stime] = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ').slice(11, 13).map(Number);
    return ((utime + stime) * 1000) / CLOCK_TICKS;
  } catch {
    return 0; // a connection closed meanwhile
  }
}
const CLOCK_TICKS = 100; // USER_HZ, the unit of /proc/<pid>/stat's times on Linux

/** The benchmark's set: one of 80 weights, on a past day (no Hanteln, no streak). */
const row = (index) => ({ max_weight: 40 + (index % 80) * 0.5, reps: 1 + (index % 12), date: '2026-11-20', notes: index % 5 === 0 ? 'gut' : undefined });

/** A signed-in lifter with an exercise for each client. */
function lifters(baseUrl, build) {
  return Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, index) => {
      const client = await signedInClient(baseUrl, `${build}-lifter${index}@bench.example`);
      const machine = await client.post('/api/machines', { name: `Bankdrücken ${index}`, categories: ['Brust'] });
      return { client, machineId: machine.id };
    }),
  );
}

/** Today in Berlin, as the app counts days. */
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
let keys = 0;
/** The sets whose round trips are counted: the benchmark's, and the app's (keyed) of today, of which the day's first earns Hanteln. */
const SETS = {
  bench: { label: "this benchmark's (no key, a past day)", post: (client, machineId) => client.post('/api/workouts', { machine_id: machineId, ...row(1) }) },
  app: {
    label: 'as the app sends it (an Idempotency-Key, dated today, not the first of the day)',
    post: (client, machineId) => client.post('/api/workouts', { machine_id: machineId, ...row(2), date: today() }, { 'Idempotency-Key': `bench-${++keys}` }),
  },
};

/**
 * Round trips of one logged set, in its transaction and in the whole request (with the session's,
 * and in builds before issue #44 the user's and the record holders'), for the build at `root` booted through a counting
 * proxy (an app of its own: the proxy's hop would slow the timed ones).
 */
async function roundTripsPerSet(root) {
  const server = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const counter = await startRoundTripCounter(server);
  const app = await bootBuiltApp({ prefix: 'hw_bench_trips', withWorker: false, env: BENCH_LIMITS, root, databasePort: counter.port });
  try {
    const client = await signedInClient(app.baseUrl, 'counted@bench.example');
    const { id: machineId } = await client.post('/api/machines', { name: 'Kniebeuge', categories: ['Beine'] });
    // The day's first set earns Hanteln (the wallet's stream is read and appended to): a few times a week, not counted.
    for (const { post } of [...Object.values(SETS), ...Object.values(SETS)]) await post(client, machineId);
    const counted = {};
    for (const [kind, { post }] of Object.entries(SETS)) {
      counter.take();
      await post(client, machineId);
      const sent = counter.take();
      const begin = sent.findIndex((statement) => /^(START TRANSACTION|BEGIN)/.test(statement));
      counted[kind] = { transaction: sent.indexOf('COMMIT') - begin + 1, request: sent.length };
    }
    client.close();
    return counted;
  } finally {
    await app.stop();
    await counter.close();
  }
}

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
