import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { bootBuiltApp } from '../e2e/support/boot-app.mjs';
import { BENCH_LIMITS } from './lib/unthrottled.mjs';
import { signedInClient } from './lib/http-client.mjs';
import { runConcurrently } from './lib/stats.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const QUEUE = 'coach-chat';
const WORKER_COUNTS = [1, 2, 4];
// Each count starts its worker processes three times (no-op, floor, coach): the smoke run only needs two counts.
const SMALL_WORKER_COUNTS = [1, 2];
const TARGET_RATIO = 0.8;
// Both kinds of worker run this many jobs at once: the worker's default, sized for model calls that take seconds.
const CONCURRENCY = 32;
const QUESTIONS = [
  'Was soll ich heute trainieren?',
  'Wie ist mein Fortschritt beim Bankdrücken?',
  'Wie viele Sätze und Wiederholungen für Muskelaufbau?',
  'Wie lange Pause zwischen den Sätzen?',
  'Wie mache ich Kniebeugen richtig?',
  'Ich komme beim Latzug nicht weiter',
];

/**
 * Offline-coach chat replies through BullMQ (load the conversation and the user's numbers, answer
 * in German, append CoachReplied with its projection) against no-op jobs on the same queue with
 * the same worker settings, at 1, 2 and 4 worker processes. The api enqueues while the queue is
 * paused; the clock runs from resume until every job has completed. Alongside, the floor of any
 * job that records its outcome: each job INSERTs one row, batched across jobs (lib/noop-worker.mjs).
 */
export async function run({ small = false } = {}) {
  // Enough jobs that even the no-op run lasts a fraction of a second, not the first few milliseconds of a cold worker.
  const jobs = small ? 40 : 2000;
  const workerCounts = small ? SMALL_WORKER_COUNTS : WORKER_COUNTS;
  const queuePrefix = `hw-bench-ai-${randomBytes(4).toString('hex')}`;
  // Analyses after the seeding sets wait ten minutes, so they stay out of the measured runs.
  const app = await bootBuiltApp({
    prefix: 'hw_bench_ai',
    withWorker: false,
    env: { ...BENCH_LIMITS, QUEUE_PREFIX: queuePrefix, ANALYSIS_DEBOUNCE_MS: '600000' },
  });
  const env = workerEnv(app, queuePrefix);
  const queue = new Queue(QUEUE, { connection: { url: env.REDIS_URL, maxRetriesPerRequest: null }, prefix: env.QUEUE_PREFIX });
  const lines = [];
  const rows = [];
  try {
    const users = await seedUsers(app.baseUrl, Math.ceil(jobs / 20) * workerCounts.length);
    for (const [round, workers] of workerCounts.entries()) {
      const bareJobs = (kind) => () =>
        queue.addBulk(
          Array.from({ length: jobs }, (_, index) => ({ name: kind, data: { index }, opts: { jobId: `${kind}.${workers}.${index}`, removeOnComplete: true } })),
        );
      const noop = await measure(queue, jobs, workers, env, 'noop', bareJobs('noop'));
      const floor = await measure(queue, jobs, workers, env, 'insert', bareJobs('insert'));
      const roundUsers = users.slice(round * Math.ceil(jobs / 20), (round + 1) * Math.ceil(jobs / 20));
      const coach = await measure(queue, jobs, workers, env, 'coach', () =>
        runConcurrently(jobs, 16, async (index) => {
          const user = roundUsers[index % roundUsers.length];
          const conversation = await user.client.post('/api/agents/conversations', { agent_name: 'training_coach' });
          await user.client.post(`/api/agents/conversations/${conversation.id}/messages`, { role: 'user', content: QUESTIONS[index % QUESTIONS.length] });
        }),
      );
      rows.push({ workers, noop, coach, ratio: coach / noop });
      lines.push(
        `${workers} worker${workers > 1 ? 's' : ''}: offline coach ${coach.toFixed(0)} jobs/s, no-op ${noop.toFixed(0)} jobs/s → ${(coach / noop).toFixed(2)}×; ` +
          `floor, one batched INSERT per job: ${floor.toFixed(0)} jobs/s → ${(floor / noop).toFixed(2)}×`,
      );
    }
  } finally {
    await queue.close();
    await app.stop();
  }
  const grows = rows.at(-1).coach > rows[0].coach;
  lines.push(
    `offline coach scaling 1 → ${workerCounts.at(-1)} workers: ${(rows.at(-1).coach / rows[0].coach).toFixed(2)}× (${jobs} jobs per run, concurrency ${CONCURRENCY} per worker)`,
  );
  return {
    name: 'AI jobs: offline coach replies vs no-op jobs through BullMQ',
    ok: rows.every((row) => row.ratio >= TARGET_RATIO) && grows,
    lines: [...lines, `target: ≥ ${TARGET_RATIO}× at every worker count, growing with workers`],
  };
}

/** Pauses the queue, enqueues, starts the workers, resumes and times until all jobs completed. */
async function measure(queue, jobs, workers, env, kind, enqueue) {
  await queue.obliterate({ force: true });
  await queue.pause();
  await enqueue();
  await waitFor(async () => {
    const counts = await queue.getJobCounts('waiting', 'paused');
    return (counts.waiting ?? 0) + (counts.paused ?? 0) >= jobs;
  }, 60_000);
  const children = await Promise.all(Array.from({ length: workers }, () => startWorker(kind, env)));
  try {
    const started = performance.now();
    await queue.resume();
    await waitFor(
      async () => {
        const counts = await queue.getJobCounts('completed', 'failed', 'waiting', 'active', 'paused');
        if (counts.failed > 0) throw new Error(`${counts.failed} ${kind} jobs failed`);
        // No-op and floor jobs are removed on completion; coach jobs are kept and counted.
        return kind !== 'coach' ? counts.waiting + counts.active + counts.paused === 0 : counts.completed >= jobs;
      },
      120_000,
      10,
    );
    return jobs / ((performance.now() - started) / 1000);
  } finally {
    await Promise.all(children.map(stop));
  }
}

async function seedUsers(baseUrl, count) {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const client = await signedInClient(baseUrl, `athlet${index}@bench.example`, `Athlet ${index}`);
      for (const [name, categories, weight] of [
        ['Bankdrücken', ['Brust'], 60],
        ['Kniebeugen', ['Beine'], 80],
        ['Latzug', ['Rücken'], 50],
      ]) {
        const machine = await client.post('/api/machines', { name, categories });
        for (let day = 1; day <= 6; day++) {
          const date = new Date(Date.now() - day * 3 * 86_400_000).toISOString().slice(0, 10);
          await client.post('/api/workouts', { machine_id: machine.id, max_weight: weight + day * 2.5, reps: 8, date });
        }
      }
      return { client };
    }),
  );
}

/** The booted api's settings, for the worker processes. */
function workerEnv(app, queuePrefix) {
  return {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: app.databaseUrl,
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: queuePrefix,
    OPENAI_API_KEY: '',
    WORKER_CONCURRENCY: String(CONCURRENCY),
    BENCH_QUEUE: QUEUE,
  };
}

function startWorker(kind, env) {
  const script = kind === 'coach' ? 'backend/dist/worker.js' : 'bench/lib/noop-worker.mjs';
  const profile = process.env.PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, script], {
    cwd: root,
    env: { ...env, BENCH_JOB: kind, LOG_LEVEL: 'log' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('consuming queues')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

async function waitFor(check, timeoutMs, intervalMs = 50) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await run({ small: process.argv.includes('--small') });
  for (const line of result.lines) console.log(line);
  console.log(result.ok ? 'target met' : 'TARGET MISSED');
}
