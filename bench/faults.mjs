import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { connect } from 'node:net';
import { bootBuiltApp, freePort } from '../e2e/support/boot-app.mjs';
import { signedInClient } from './lib/http-client.mjs';
import { seedEvents } from './lib/seed-events.mjs';
import { BENCH_LIMITS } from './lib/unthrottled.mjs';
import { sendRaw } from './lib/raw-http.mjs';

/**
 * `node bench/faults.mjs [--small]` after `npm run build` (docs/operations.md, "Fault and fuzz
 * runs"): lifters log sets through the built api without pause while the worker is killed and
 * started again, the api's Redis (one of its own, on its own port) stops for 15 s, Postgres
 * ends the api's connections (of this run's own database only) and an admin rebuilds every read
 * model twice. Each set carries its own Idempotency-Key, sent again after a failure as the app
 * does, and its key as its note. Afterwards: every set answered 2xx must be in the lifter's list
 * and in the log exactly once (lost, doubled), and no answer may have been a 5xx other than 503.
 */
const LIFTERS = 8;
const ADMIN = 'admin@faults.example';
const REDIS_STOP_MS = 15_000;
const RETRY_MS = 200;

const small = process.argv.includes('--small');
const seconds = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const redis = await startRedis();
const app = await bootBuiltApp({
  prefix: 'hw_faults',
  withWorker: false,
  // The faults' warnings (a lost connection, Redis unreachable) would be thousands of lines.
  env: { ...BENCH_LIMITS, REDIS_URL: redis.url, ADMIN_EMAILS: ADMIN, LOG_LEVEL: 'error' },
});
const db = new pg.Pool({ connectionString: app.databaseUrl, max: 1 });
let worker = startWorker();
try {
  // A log of some size, so that a rebuild takes long enough to log sets during it.
  await seedEvents(db, small ? { users: 10, entries: 2_000 } : { users: 100, entries: 150_000 });
  const admin = await signedInClient(app.baseUrl, ADMIN, 'Admin');
  const lifters = await Promise.all(
    Array.from({ length: LIFTERS }, async (_, index) => {
      const client = await signedInClient(app.baseUrl, `faults-${index}@bench.example`);
      const machine = await client.post('/api/machines', { name: `Kniebeuge ${index}`, categories: ['Beine'] });
      return { index, client, machineId: machine.id };
    }),
  );
  const load = startLogging(lifters);

  const faults = [
    [
      'worker killed and started again',
      async () => {
        worker.kill('SIGKILL');
        await seconds(2000);
        worker = startWorker();
        await seconds(small ? 2000 : 20_000);
      },
    ],
    [
      `Redis stopped for ${REDIS_STOP_MS / 1000} s`,
      async () => {
        await redis.stop();
        await seconds(small ? 3000 : REDIS_STOP_MS);
        await redis.start();
        await seconds(small ? 2000 : 10_000);
      },
    ],
    [
      "Postgres ends the api's connections, 10 times a second apart",
      async () => {
        for (let cut = 0; cut < 10; cut++) {
          await db.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
          await seconds(1000);
        }
        await seconds(small ? 1000 : 5000);
      },
    ],
    [
      'two rebuilds of every read model, one after the other',
      async () => {
        for (let rebuild = 0; rebuild < 2; rebuild++) await rebuildAll(admin);
      },
    ],
    [
      'worker killed during a rebuild, which runs again once its lock runs out',
      async () => {
        await rebuildAll(admin, async (job) => {
          if (job.state !== 'active' || job.progress?.phase === 'waiting') return false;
          worker.kill('SIGKILL');
          await seconds(2000);
          worker = startWorker();
          return true;
        });
      },
    ],
  ];
  for (const [name, fault] of faults) {
    load.phase = name;
    await fault();
  }
  await load.stop();

  const inLists = new Map();
  for (const lifter of lifters) {
    for (const entry of await lifter.client.get('/api/workouts')) inLists.set(entry.notes, (inLists.get(entry.notes) ?? 0) + 1);
  }
  const { rows } = await db.query(
    `SELECT data->>'notes' AS key, count(*)::int AS count FROM events WHERE type = 'WorkoutLogged' AND data->>'notes' LIKE 'fault-%' GROUP BY 1`,
  );
  const inLog = new Map(rows.map((row) => [row.key, row.count]));
  // Lost: answered 2xx, yet missing from the lifter's list or the log. Doubled: there more than once, answered or not.
  const lost = (set) => set.acked && !(inLists.has(set.key) && inLog.has(set.key));
  const doubled = (set) => inLists.get(set.key) > 1 || inLog.get(set.key) > 1;
  const otherFiveHundred = (answer) => answer.status >= 500 && answer.status !== 503;
  const summary = (sets, answers) => {
    const count = (list, test) => list.filter(test).length;
    return (
      `${count(sets, (set) => set.acked)} sets answered 2xx, ${count(sets, lost)} lost, ${count(sets, doubled)} doubled; ` +
      `${count(answers, (a) => a.status === 503)} answers 503, ${count(answers, otherFiveHundred)} other 5xx, ` +
      `${count(answers, (a) => a.status === 0)} without an answer, ${count(sets, (set) => !set.acked)} sets never answered 2xx`
    );
  };
  console.log(`faults run ${new Date().toISOString()}${small ? ' (small)' : ''}: ${LIFTERS} lifters logging without pause, failed sets sent again`);
  for (const phase of ['before', ...faults.map(([name]) => name)]) {
    console.log(
      `${phase}: ${summary(
        load.sets.filter((set) => set.phase === phase),
        load.answers.filter((answer) => answer.phase === phase),
      )}`,
    );
  }
  console.log(`total: ${summary(load.sets, load.answers)}`);
  const fives = load.answers.filter(otherFiveHundred);
  for (const answer of fives.slice(0, 5)) console.log(`  ${answer.status} ${answer.body.slice(0, 200)}`);
  process.exitCode = load.sets.filter(lost).length + load.sets.filter(doubled).length + fives.length === 0 ? 0 : 1;
  admin.close();
  for (const { client } of lifters) client.close();
} finally {
  worker.kill('SIGTERM');
  await db.end();
  await app.stop();
  await redis.stop();
  redis.remove();
}

function startWorker() {
  return spawn(process.execPath, ['backend/dist/worker.js'], { cwd: new URL('..', import.meta.url), env: app.env, stdio: ['ignore', 'inherit', 'inherit'] });
}

/**
 * Every lifter logs sets one after another until stopped; a set that fails (no answer, a 5xx, a
 * 429) is sent again with its key after a pause until it is answered. Each answer is kept with
 * the fault running when it came.
 */
function startLogging(lifters) {
  const state = { phase: 'before', sets: [], answers: [], stopping: false };
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
  const running = lifters.map(async (lifter) => {
    for (let number = 0; !state.stopping; number++) {
      const set = { key: `fault-${lifter.index}-${number}`, phase: state.phase, acked: false };
      state.sets.push(set);
      const body = { machine_id: lifter.machineId, max_weight: 40 + (number % 40) * 2.5, reps: 5, date: today, notes: set.key };
      for (;;) {
        const answer = await sendRaw(app.baseUrl, 'POST', '/api/workouts', { cookie: lifter.client.cookie, 'idempotency-key': set.key }, body);
        state.answers.push({ phase: state.phase, status: answer.status, body: answer.body });
        if (answer.status === 200 || answer.status === 201) {
          set.acked = true;
          break;
        }
        if (answer.status !== 0 && answer.status !== 429 && answer.status < 500) throw new Error(`set ${set.key}: ${answer.status} ${answer.body}`);
        await seconds(RETRY_MS);
      }
    }
  });
  return Object.assign(state, {
    async stop() {
      state.stopping = true;
      await Promise.all(running);
    },
  });
}

/** An admin's rebuild of every read model until it completed; `meanwhile(job)` is called at each look until it answers true. */
async function rebuildAll(admin, meanwhile = async () => true) {
  let job = await admin.post('/api/admin/projections/rebuild', { read_model: 'all' });
  const id = job.id;
  let done = false;
  while (job.state !== 'completed' && job.state !== 'failed') {
    await seconds(250);
    job = await admin.get(`/api/admin/projections/rebuild/${id}`);
    done ||= await meanwhile(job);
  }
  if (job.state !== 'completed') throw new Error(`The rebuild failed: ${job.error}`);
}

/** A redis-server of this run's own that it may stop and start again (empty, as after a restart). */
async function startRedis() {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'hw-faults-redis-'));
  let server = null;
  const redis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
      for (let attempt = 0; attempt < 100; attempt++) {
        if (await listening(port)) return;
        await seconds(50);
      }
      throw new Error(`redis-server did not start on port ${port}`);
    },
    async stop() {
      if (!server || server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGKILL');
      await exited;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
  await redis.start();
  return redis;
}

function listening(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket.end() && true));
    socket.on('error', () => resolve(false));
  });
}
