import pg from 'pg';
import { bootBuiltApp } from '../e2e/support/boot-app.mjs';
import { signedInClient } from './lib/http-client.mjs';
import { againstRecorded, recordedNumber } from './lib/recorded-results.mjs';
import { seedEvents } from './lib/seed-events.mjs';
import { BENCH_LIMITS } from './lib/unthrottled.mjs';

const CLIENTS = 8;
const ADMIN = 'admin@bench.example';
/** Logging may slow down while a rebuild runs on the same two cores, but not below half. */
const TARGET_LOGGING_RATIO = 0.5;

/**
 * An admin rebuilds every read model from a log of ~1,000,000 events through the api (a BullMQ
 * job on the worker, shadow tables swapped in) while 8 clients keep logging sets; against the same
 * 8 clients logging without a rebuild, just before. Reports the rebuild's events/s, both logging
 * rates, and checks that no set logged during the rebuild is missing afterwards.
 */
export async function run({ small = false } = {}) {
  const recorded = recordedNumber(/rebuild of all read models while 8 clients log: (\d+) events\/s/);
  const app = await bootBuiltApp({
    prefix: 'hw_bench_rebuild',
    withWorker: true,
    // Analyses would run on the worker beside the rebuild in one run and not the other.
    env: { ...BENCH_LIMITS, ADMIN_EMAILS: ADMIN, ANALYSIS_DEBOUNCE_MS: '600000' },
  });
  const db = new pg.Pool({ connectionString: app.databaseUrl, max: 2 });
  try {
    const total = await seedEvents(db, small ? { users: 20, entries: 2_000 } : { users: 500, entries: 900_000 });
    const admin = await signedInClient(app.baseUrl, ADMIN, 'Admin');
    const lifters = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, index) => {
        const client = await signedInClient(app.baseUrl, `rebuild-lifter${index}@bench.example`);
        const machine = await client.post('/api/machines', { name: `Kniebeuge ${index}`, categories: ['Beine'] });
        return { client, machineId: machine.id, logged: [] };
      }),
    );

    await logUntil(lifters, countReached(CLIENTS * 2)); // warm-up
    const without = await logUntil(lifters, countReached(small ? 40 : 1600));

    const rebuild = await admin.post('/api/admin/projections/rebuild', { read_model: 'all' });
    const phases = [];
    let job = rebuild;
    const watching = (async () => {
      while (job.state !== 'completed' && job.state !== 'failed') {
        await new Promise((resolve) => setTimeout(resolve, 100));
        job = await admin.get(`/api/admin/projections/rebuild/${rebuild.id}`);
        if (phases.at(-1)?.phase !== job.progress.phase) phases.push({ phase: job.progress.phase, at: performance.now() });
      }
    })();
    const during = await logUntil(lifters, () => job.state === 'completed' || job.state === 'failed');
    await watching;
    if (job.state !== 'completed') throw new Error(`The rebuild failed: ${job.error}`);

    const missing = await missingSets(lifters);
    admin.close();
    for (const { client } of lifters) client.close();
    const ratio = during.rate / without.rate;
    return {
      name: `Rebuild of all read models under load (${total.toLocaleString('en')} events, ${CLIENTS} clients logging)`,
      ok: ratio >= TARGET_LOGGING_RATIO && missing === 0,
      lines: [
        `rebuild of all read models while 8 clients log: ${job.result.events_per_second} events/s (${(job.result.milliseconds / 1000).toFixed(1)} s)`,
        `before: ${againstRecorded(job.result.events_per_second, recorded, 'events/s')}`,
        `time by phase once a worker had it: ${phaseShares(phases)}`,
        `logging without a rebuild: ${without.rate.toFixed(0)} sets/s (${without.sets} sets)`,
        `logging during the rebuild: ${during.rate.toFixed(0)} sets/s (${during.sets} sets), ${missing} missing afterwards`,
        `ratio logging during / without: ${ratio.toFixed(2)}× (target ≥ ${TARGET_LOGGING_RATIO}×, no set missing)`,
      ],
    };
  } finally {
    await db.end();
    await app.stop();
  }
}

const countReached = (sets) => (logged) => logged >= sets;

/**
 * Every client logs sets one after another until `done(setsSoFar)`; answers the sets and their rate.
 * A refused set stops every client, so its error is the one reported (not a later refused
 * connection once the app is being stopped).
 */
async function logUntil(lifters, done) {
  let sets = 0;
  let failed = false;
  const started = performance.now();
  await Promise.all(
    lifters.map(async (lifter) => {
      while (!done(sets) && !failed) {
        const entry = await lifter.client
          .post('/api/workouts', { machine_id: lifter.machineId, max_weight: 60 + (sets % 40) * 0.5, reps: 5, date: '2026-11-20' })
          .catch((error) => {
            failed = true;
            throw error;
          });
        lifter.logged.push(entry.id);
        sets++;
      }
    }),
  );
  return { sets, rate: sets / ((performance.now() - started) / 1000) };
}

async function missingSets(lifters) {
  let missing = 0;
  for (const lifter of lifters) {
    const entries = new Set((await lifter.client.get('/api/workouts')).map((entry) => entry.id));
    missing += lifter.logged.filter((id) => !entries.has(id)).length;
  }
  return missing;
}

/** How the rebuild's time divided among its phases once a worker had it, as the progress bar weighs them. */
function phaseShares(phases) {
  const end = phases.at(-1)?.at ?? 0;
  const spans = phases
    .slice(0, -1)
    .map((entry, index) => ({ phase: entry.phase, ms: phases[index + 1].at - entry.at }))
    .filter((span) => span.phase !== 'waiting');
  const whole = spans.reduce((sum, span) => sum + span.ms, 0) || 1;
  return spans.length === 0 || end === 0 ? 'too quick to see' : spans.map((span) => `${span.phase} ${((span.ms / whole) * 100).toFixed(0)} %`).join(', ');
}
