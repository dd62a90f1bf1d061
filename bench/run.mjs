import { cpus, loadavg, totalmem } from 'node:os';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * `npm run bench [-- name…]`: runs the benchmarks (after `npm run build`), prints each ratio
 * against its baseline, and writes bench/RESULTS.md with the machine and date.
 */
const benches = {
  'workout-logging': () => import('./workout-logging.mjs'),
  dashboard: () => import('./dashboard.mjs'),
  'dashboard-history': () => import('./dashboard-history.mjs'),
  replay: () => import('./replay.mjs'),
  'ai-throughput': () => import('./ai-throughput.mjs'),
  'frontend-bundle': () => import('./frontend-bundle.mjs'),
  'rebuild-under-load': () => import('./rebuild-under-load.mjs'),
  'dashboard-lcp': () => import('./dashboard-lcp.mjs'),
  'coach-first-words': () => import('./coach-first-words.mjs'),
  'upload-memory': () => import('./upload-memory.mjs'),
  'history-import': () => import('./history-import.mjs'),
  'rebuild-memory': () => import('./rebuild-memory.mjs'),
  'first-screen-crowd': () => import('./first-screen-crowd.mjs'),
};

const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const selected = Object.entries(benches).filter(([name]) => wanted.length === 0 || wanted.includes(name));
if (wanted.length > selected.length) {
  console.error(`Unknown benchmark; known: ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}

/**
 * One benchmark's result; one that throws (a connection reset on a saturated machine) is reported
 * as missed and the run goes on, so a full run still records the others. The exit code says so.
 */
async function runOne(name, load) {
  try {
    return await (await load()).run({ small: process.argv.includes('--small') });
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
    return { name, lines: [`did not finish: ${error instanceof Error ? error.message : String(error)}`], ok: false };
  }
}

const results = [];
const loadAtStart = loadavg()[0];
for (const [name, load] of selected) {
  process.stdout.write(`\n== ${name}\n`);
  const result = await runOne(name, load);
  for (const line of result.lines) console.log(line);
  console.log(result.ok ? 'target met' : 'TARGET MISSED');
  results.push(result);
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const report = [
  '# Benchmark results',
  '',
  `Run ${new Date().toISOString()} on ${machine}.`,
  'Each benchmark runs its baseline alongside it in the same run on the same machine.',
  // Other work on the machine slows a benchmark and its baseline alike, but not always evenly.
  `Load average (1 min) at the start ${loadAtStart.toFixed(1)}, at the end ${loadavg()[0].toFixed(1)}, over the last 15 min ${loadavg()[2].toFixed(1)}, on ${cpus().length} cores.`,
  '',
  ...results.flatMap((result) => [`## ${result.name}`, '', ...result.lines.map((line) => `- ${line}`), `- ${result.ok ? 'target met' : 'target missed'}`, '']),
].join('\n');
// Only a full run of every benchmark replaces the recorded results.
if (!process.argv.includes('--small') && wanted.length === 0) writeFileSync(fileURLToPath(new URL('RESULTS.md', import.meta.url)), report);
