import { fileURLToPath } from 'node:url';
import { bootBuiltApp } from '../e2e/support/boot-app.mjs';
import { againstRecorded, recordedNumber } from './lib/recorded-results.mjs';

const dist = (path) => fileURLToPath(new URL(`../backend/dist/${path}`, import.meta.url));
const TARGET_EVENTS_PER_SECOND = 20_000;

/**
 * Writes a realistic log straight into the events table: users with their welcome bonus, 20
 * exercises each, sets, every tenth set edited. Positions follow causality like real appends.
 */
async function seedEvents(db, { users, entries }) {
  const machinesPerUser = 20;
  const uuid = (prefix, expression) => `md5('${prefix}' || ${expression})::uuid`;
  const at = `to_char(timestamp '2026-01-01' + (g || ' seconds')::interval, 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
  await db.query(`INSERT INTO events (stream_id, stream_version, type, data)
    SELECT 'user-' || ${uuid('u', 'g')}, 1, 'UserRegistered', jsonb_build_object('userId', ${uuid('u', 'g')},
      'email', 'u' || g || '@bench.example', 'fullName', 'Nutzer ' || g, 'picture', null, 'registeredAt', ${at})
    FROM generate_series(1, ${users}) g`);
  await db.query(`INSERT INTO events (stream_id, stream_version, type, data)
    SELECT 'wallet-' || ${uuid('u', 'g')}, 1, 'HantelnCredited', jsonb_build_object('userId', ${uuid('u', 'g')},
      'amount', 100, 'reason', 'welcome_bonus', 'at', ${at})
    FROM generate_series(1, ${users}) g`);
  await db.query(`INSERT INTO events (stream_id, stream_version, type, data)
    SELECT 'machine-' || ${uuid('m', 'g')}, 1, 'MachineCreated', jsonb_build_object('machineId', ${uuid('m', 'g')},
      'userId', ${uuid('u', `((g - 1) / ${machinesPerUser} + 1)`)}, 'name', 'Übung ' || g, 'categories', '["Brust"]'::jsonb, 'at', ${at})
    FROM generate_series(1, ${users * machinesPerUser}) g`);
  const entryData = (extra) => `jsonb_build_object('entryId', ${uuid('e', 'g')}, 'userId', ${uuid('u', `((g - 1) % ${users} + 1)`)},
      'machineId', ${uuid('m', `(((g - 1) % ${users}) * ${machinesPerUser} + (g / ${users}) % ${machinesPerUser} + 1)`)},
      'maxWeight', 20 + (g % 120) * 0.5, 'reps', 1 + g % 12, 'date', to_char(date '2025-01-01' + (g % 700), 'YYYY-MM-DD'),
      'notes', null, 'at', ${at} ${extra})`;
  await db.query(`INSERT INTO events (stream_id, stream_version, type, data)
    SELECT 'workout-' || ${uuid('e', 'g')}, 1, 'WorkoutLogged', ${entryData(`, 'createdBy', 'u' || ((g - 1) % ${users} + 1) || '@bench.example'`)}
    FROM generate_series(1, ${entries}) g`);
  await db.query(`INSERT INTO events (stream_id, stream_version, type, data)
    SELECT 'workout-' || ${uuid('e', 'g')}, 2, 'WorkoutEdited', ${entryData('')}
    FROM generate_series(10, ${entries}, 10) g`);
  const { rows } = await db.query('SELECT count(*)::int AS count FROM events');
  return rows[0].count;
}

/** Rebuilds every read model from the whole log, against merely reading that log in batches. */
export async function run({ small = false } = {}) {
  const recorded = recordedNumber(/rebuild all (?:projections|read models): (\d+) events\/s/);
  const users = small ? 20 : 500;
  const entries = small ? 2_000 : 900_000;
  const app = await bootBuiltApp({ prefix: 'hw_bench_replay', withWorker: false });
  const { Database } = await import(dist('database/database.js'));
  const { EventStore } = await import(dist('event-store/event-store.js'));
  const { allReadModels } = await import(dist('projections/index.js'));
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
