import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bootBuiltApp } from '../e2e/support/boot-app.mjs';
import { BENCH_LIMITS } from './lib/unthrottled.mjs';
import { seedEvents } from './lib/seed-events.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = (path) => fileURLToPath(new URL(`../backend/dist/${path}`, import.meta.url));
/** The worker's limits in infra/k8s/worker-deployment.yaml, as its manifest passes them (docs/operations.md). */
const SHIPPED = { MEMORY_LIMIT_MIB: '512', CPU_LIMIT: '1' };
const LIMIT_MB = (512 * 2 ** 20) / 1e6;

/**
 * Issue #47: the replay benchmark's rebuild (every read model from ~1,000,000 events) in a process
 * of its own (`npm run replay -- all`, the built CLI) with the worker's shipped limits configured
 * (MEMORY_LIMIT_MIB, CPU_LIMIT: no cgroup can be made here), its peak resident set (VmHWM,
 * threads included) read from /proc every 20 ms; the baseline is the same rebuild without limits
 * on the same log. Target: the peak under the limit, and the rate at least half of the unlimited
 * one (the shipped CPU limit gives one folding thread where this machine gives two).
 */
export async function run({ small = false } = {}) {
  const app = await bootBuiltApp({ prefix: 'hw_bench_rebuild_memory', withWorker: false, env: BENCH_LIMITS });
  const { Database } = await import(dist('database/database.js'));
  const db = await Database.connect(app.databaseUrl, 2);
  try {
    const events = await seedEvents(db, { users: small ? 20 : 500, entries: small ? 2_000 : 900_000 });
    // In turns, so that other work on the machine weighs on both alike.
    const unlimited = await replay(app.databaseUrl, {});
    const limited = await replay(app.databaseUrl, SHIPPED);
    const mb = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;
    const rate = (run) => `${Math.round(events / (run.milliseconds / 1000))} events/s`;
    const ratio = unlimited.milliseconds / limited.milliseconds;
    return {
      name: `Rebuild under the worker's limit (${events.toLocaleString('en')} events)`,
      ok: limited.exitCode === 0 && limited.peakBytes / 1e6 < LIMIT_MB && ratio >= 0.5,
      lines: [
        `with MEMORY_LIMIT_MIB=512 CPU_LIMIT=1: exit ${limited.exitCode}, ${rate(limited)}, peak ${mb(limited.peakBytes)} RSS (${limited.peakBytes / 1e6 < LIMIT_MB ? 'under' : 'OVER'} the limit of ${mb(LIMIT_MB * 1e6)})`,
        `without limits: exit ${unlimited.exitCode}, ${rate(unlimited)}, peak ${mb(unlimited.peakBytes)} RSS`,
        `events rebuilt: ${events.toLocaleString('en')}`,
        `ratio limited / unlimited rate: ${ratio.toFixed(2)}× (target ≥ 0.5×, peak under the limit)`,
      ],
    };
  } finally {
    await db.close();
    await app.stop();
  }
}

/** `npm run replay -- all` against `databaseUrl` with `env`: its exit code, time and peak resident set. */
function replay(databaseUrl, env) {
  const started = performance.now();
  const child = spawn(process.execPath, [dist('replay.cli.js'), 'all'], {
    cwd: root,
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let peakBytes = 0;
  const sample = () => {
    const match = /VmHWM:\s+(\d+) kB/.exec(readIfThere(`/proc/${child.pid}/status`));
    if (match) peakBytes = Math.max(peakBytes, Number(match[1]) * 1024);
  };
  const sampler = setInterval(sample, 20);
  let milliseconds = 0;
  child.stdout.on('data', (chunk) => {
    const reported = / in (\d+) ms/.exec(String(chunk));
    if (reported) milliseconds = Number(reported[1]);
  });
  return new Promise((resolve) =>
    child.once('exit', (exitCode) => {
      clearInterval(sampler);
      resolve({ exitCode, peakBytes, milliseconds: milliseconds || performance.now() - started });
    }),
  );
}

function readIfThere(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
