import { fileURLToPath } from 'node:url';
import { bootBuiltApp } from '../e2e/support/boot-app.mjs';
import { BENCH_LIMITS } from './lib/unthrottled.mjs';
import { againstRecorded, recordedNumber } from './lib/recorded-results.mjs';
import { seedEvents } from './lib/seed-events.mjs';

const dist = (path) => fileURLToPath(new URL(`../backend/dist/${path}`, import.meta.url));
const TARGET_EVENTS_PER_SECOND = 60_000;

/** Rebuilds every read model from the whole log, against merely reading that log in batches. */
export async function run({ small = false } = {}) {
  const recorded = recordedNumber(/rebuild all (?:projections|read models): (\d+) events\/s/);
  const users = small ? 20 : 500;
  const entries = small ? 2_000 : 900_000;
  const app = await bootBuiltApp({ prefix: 'hw_bench_replay', withWorker: false, env: BENCH_LIMITS });
  const { Database } = await import(dist('database/database.js'));
  const { EventStore } = await import(dist('event-store/event-store.js'));
  const { allReadModels, rebuildShardsWorker } = await import(dist('app/read-models.js'));
  const { rebuildReadModels } = await import(dist('projections/rebuild/rebuild.js'));
  const db = await Database.connect(app.databaseUrl, 2);
  try {
    const total = await seedEvents(db, { users, entries });
    const store = new EventStore();

    let started = performance.now();
    for (let position = 0, batch; (batch = await store.readAll(db, position, 2000)).length > 0;) position = batch.at(-1).position;
    const readSeconds = (performance.now() - started) / 1000;

    started = performance.now();
    const phaseStarts = { fold: started };
    // The worker threads the app's rebuilds fold user shards in, as the app passes them.
    await rebuildReadModels(db, store, allReadModels, {
      shardWorker: rebuildShardsWorker,
      onProgress: ({ phase }) => (phaseStarts[phase] ??= performance.now()),
    });
    const finished = performance.now();
    const rebuildSeconds = (finished - started) / 1000;
    const phaseSeconds = (from, to) => `${((to - from) / 1000).toFixed(1)} s`;

    const { rows: sizes } = await db.query(
      `SELECT relname AS name, pg_table_size(oid) AS table_bytes, pg_indexes_size(oid) AS index_bytes, reltuples::bigint AS rows
       FROM pg_class WHERE relname IN ('events', 'workout_entries', 'dashboard_days', 'exercise_summaries', 'exercise_months', 'training_months') ORDER BY relname`,
    );
    const megabytes = (bytes) => `${(Number(bytes) / 2 ** 20).toFixed(0)} MB`;
    // reltuples is -1 for a table never analysed (the events table here).
    const rowCount = (size) => (Number(size.rows) >= 0 ? ` (${Number(size.rows).toLocaleString('en')} rows)` : '');
    const sizeLine = sizes.map((size) => `${size.name} ${megabytes(size.table_bytes)} + indexes ${megabytes(size.index_bytes)}${rowCount(size)}`);
    const rebuildRate = total / rebuildSeconds;
    const readRate = total / readSeconds;
    return {
      name: `Replay (${total.toLocaleString('en')} events, all read models)`,
      ok: rebuildRate >= TARGET_EVENTS_PER_SECOND,
      lines: [
        `rebuild all read models: ${rebuildRate.toFixed(0)} events/s (${rebuildSeconds.toFixed(1)} s)`,
        `before: ${againstRecorded(rebuildRate, recorded, 'events/s')}`,
        `phases: fold the log ${phaseSeconds(phaseStarts.fold, phaseStarts.fill)}, fill the shadow tables ${phaseSeconds(phaseStarts.fill, phaseStarts.swap)}, swap ${phaseSeconds(phaseStarts.swap, finished)}`,
        `read the log only: ${readRate.toFixed(0)} events/s`,
        `ratio rebuild / read: ${(rebuildRate / readRate).toFixed(2)}× (target ≥ ${TARGET_EVENTS_PER_SECOND} events/s)`,
        `sizes after the rebuild: ${sizeLine.join('; ')}`,
        `peak memory of the process that folded the log in memory: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB RSS`,
      ],
    };
  } finally {
    await db.close();
    await app.stop();
  }
}
