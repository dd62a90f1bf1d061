import { bootBuiltApp } from '../e2e/support/boot-app.mjs';
import { BENCH_LIMITS } from './lib/unthrottled.mjs';
import { hevyExport, hevyHistory } from './lib/hevy-export.mjs';
import { signedInClient } from './lib/http-client.mjs';
import { runConcurrently } from './lib/stats.mjs';

const CONCURRENCY = 16;
const TARGET_RATIO = 10;
const SETS = 7000;

/**
 * Importing a history: a Hevy export of 7,000 sets (a year of a keen lifter's training, a third of
 * them warm-ups) through POST /api/imports until its job reports done (the dashboard is right from
 * then on), against the same sets logged one by one through POST /api/workouts by 16 clients at
 * once, on the same api and database. The import appends in batches (imports/import-history.jobs.ts).
 */
export async function run({ small = false } = {}) {
  const sets = small ? 150 : SETS;
  const app = await bootBuiltApp({ prefix: 'hw_bench_import', env: { ...BENCH_LIMITS, RATE_LIMIT_IMPORTS: '1000000/60' } });
  try {
    // A small import first: the worker has started and warmed up before the clock runs.
    await imported(app.baseUrl, 'warm-up@bench.example', hevyExport({ sets: 30 }));
    const importStarted = performance.now();
    const report = await imported(app.baseUrl, 'importer@bench.example', hevyExport({ sets }));
    const importSeconds = (performance.now() - importStarted) / 1000;
    if (report.sets_imported !== sets) throw new Error(`imported ${report.sets_imported} of ${sets} sets`);

    // The same sets, each client logging its share into exercises named as the import names them.
    const history = hevyHistory({ sets });
    const names = [...new Set(history.map((set) => set.exercise))];
    const clients = await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, index) => {
        const client = await signedInClient(app.baseUrl, `lifter${index}@bench.example`);
        const machines = new Map();
        for (const name of names) machines.set(name, (await client.post('/api/machines', { name: `${name} ${index}` })).id);
        return { client, machines };
      }),
    );
    const body = (set, machines) => ({
      machine_id: machines.get(set.exercise),
      max_weight: set.weight,
      reps: set.reps,
      date: set.start.toISOString().slice(0, 10),
      set_type: set.setType,
      rpe: set.rpe,
    });
    const loggingStarted = performance.now();
    await runConcurrently(history.length, CONCURRENCY, (index, worker) =>
      clients[worker].client.post('/api/workouts', body(history[index], clients[worker].machines)),
    );
    const loggingSeconds = (performance.now() - loggingStarted) / 1000;
    for (const { client } of clients) client.close();

    const importRate = sets / importSeconds;
    const loggingRate = sets / loggingSeconds;
    const ratio = importRate / loggingRate;
    return {
      name: `Importing a history (${sets} sets of Hevy) against logging it set by set`,
      ok: ratio >= TARGET_RATIO,
      lines: [
        `POST /api/imports until done: ${importSeconds.toFixed(1)} s, ${importRate.toFixed(0)} sets/s (${report.sessions} trainings)`,
        `POST /api/workouts, one set per request, ${CONCURRENCY} clients: ${loggingSeconds.toFixed(1)} s, ${loggingRate.toFixed(0)} sets/s`,
        `ratio: ${ratio.toFixed(1)}× (target ≥ ${TARGET_RATIO}×)`,
      ],
    };
  } finally {
    await app.stop();
  }
}

/** Uploads a file as a lifter and waits for its import's report. */
async function imported(baseUrl, email, csv) {
  const lifter = await signedInClient(baseUrl, email);
  try {
    const { id } = await lifter.upload('/api/imports', 'file', Buffer.from(csv), 'hevy.csv', 'text/csv');
    let report;
    do {
      await new Promise((resolve) => setTimeout(resolve, 25));
      report = await lifter.get(`/api/imports/${id}`);
    } while (report.state === 'queued' || report.state === 'running');
    if (report.state !== 'done') throw new Error(`import ${report.state}: ${JSON.stringify(report.error)}`);
    return report;
  } finally {
    lifter.close();
  }
}
