import { fileURLToPath } from 'node:url';
import { bootBuiltApp } from '../e2e/support/boot-app.mjs';
import { BENCH_LIMITS } from './lib/unthrottled.mjs';
import { againstRecorded, recordedNumber } from './lib/recorded-results.mjs';
import { seedEvents } from './lib/seed-events.mjs';

const dist = (path) => fileURLToPath(new URL(`../backend/dist/${path}`, import.meta.url));
const TARGET_EVENTS_PER_SECOND = 20_000;

/** Rebuilds every read model from the whole log, against merely reading that log in batches. */
export async function run({ small = false } = {}) {
  const recorded = recordedNumber(/rebuild all (?:projections|read models): (\d+) events\/s/);
  const users = small ? 20 : 500;
  const entries = small ? 2_000 : 900_000;
  const app = await bootBuiltApp({ prefix: 'hw_bench_replay', withWorker: false, env: BENCH_LIMITS });
  const { Database } = await import(dist('database/database.js'));
  const { EventStore } = await import(dist('event-store/event-store.js'));
  const { allReadModels } = await import(dist('app/read-models.js'));
  const { rebuildReadModels } = await import(dist('projections/rebuild/rebuild.js'));
  const db = await Database.connect(app.databaseUrl, 2);
  try {
    const total = await seedEvents(db, { users, entries });
    const store = new EventStore();

    let started = performance.now();
    for (let position = 0, batch; (batch = await store.readAll(db, position, 2000)).length > 0;) position = batch.at(-1).position;
    const readSeconds = (performance.now() - started) / 1000;

    started = performance.now();
    await rebuildReadModels(db, store, allReadModels);
    const rebuildSeconds = (performance.now() - started) / 1000;

    const rebuildRate = total / rebuildSeconds;
    const readRate = total / readSeconds;
    return {
      name: `Replay (${total.toLocaleString('en')} events, all read models)`,
      ok: rebuildRate >= TARGET_EVENTS_PER_SECOND,
      lines: [
        `rebuild all read models: ${rebuildRate.toFixed(0)} events/s (${rebuildSeconds.toFixed(1)} s)`,
        `before: ${againstRecorded(rebuildRate, recorded, 'events/s')}`,
        `read the log only: ${readRate.toFixed(0)} events/s`,
        `ratio rebuild / read: ${(rebuildRate / readRate).toFixed(2)}× (target ≥ ${TARGET_EVENTS_PER_SECOND} events/s)`,
      ],
    };
  } finally {
    await db.close();
    await app.stop();
  }
}
