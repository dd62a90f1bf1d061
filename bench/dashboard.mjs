import pg from 'pg';
import { bootBuiltApp } from '../e2e/support/boot-app.mjs';
import { BENCH_LIMITS } from './lib/unthrottled.mjs';
import { signedInClient } from './lib/http-client.mjs';
import { seedHevyLifter } from './lib/hevy-lifter.mjs';
import { ms, percentile } from './lib/stats.mjs';

const TARGET_P95_RATIO = 1.0;

/** The numbers the dashboard shows, computed straight from an entries table: the baseline. Warm-ups count in no figure. */
const RAW_QUERIES = [
  `SELECT count(*) AS workouts, round(coalesce(sum(max_weight * reps), 0)) AS volume FROM raw_entries WHERE user_id = $1 AND set_type <> 'warmup'`,
  `SELECT machine_id, date, max(max_weight * reps) AS score FROM raw_entries
     WHERE user_id = $1 AND date >= $2 AND set_type <> 'warmup' GROUP BY machine_id, date ORDER BY machine_id, date`,
  `SELECT DISTINCT ON (machine_id) machine_id, id, max_weight, reps, date FROM raw_entries
     WHERE user_id = $1 AND set_type <> 'warmup' ORDER BY machine_id, date DESC, created_at DESC`,
  `SELECT machine_id, count(*) AS entries, max(max_weight) AS max_weight, max(max_weight * (1 + reps / 30.0)) AS best_e1rm,
     max(max_weight * reps) AS best_volume FROM raw_entries WHERE user_id = $1 AND set_type <> 'warmup' GROUP BY machine_id`,
];

/**
 * GET /api/dashboard for a lifter like a real Hevy user (86 exercises, 7,000 sets a year for two
 * years, a third of them warm-ups), against the raw SQL that computes the same numbers from a
 * plain, indexed entries table. Reports p50/p95 of each.
 */
export async function run({ small = false } = {}) {
  const exercises = small ? 8 : 86;
  const iterations = small ? 10 : 300;
  const app = await bootBuiltApp({ prefix: 'hw_bench_dash', withWorker: false, env: BENCH_LIMITS });
  try {
    const client = await signedInClient(app.baseUrl, 'heavy@bench.example', 'Heavy Lifter');
    const seeded = await seedHevyLifter(client, { exercises, setsPerYear: small ? 100 : 7_000 });
    const today = new Date();

    const pool = new pg.Pool({ connectionString: app.databaseUrl, max: 2 });
    await pool.query(`CREATE TABLE raw_entries AS SELECT id, user_id, machine_id, max_weight, reps, date, created_at, set_type FROM workout_entries`);
    await pool.query('CREATE INDEX ON raw_entries (user_id, machine_id, date)');
    await pool.query('CREATE INDEX ON raw_entries (user_id, date)');
    await pool.query('ANALYZE raw_entries');
    const { rows } = await pool.query('SELECT id FROM users WHERE email = $1', ['heavy@bench.example']);
    const userId = rows[0].id;
    const since = new Date(today.getTime() - 29 * 86_400_000).toISOString().slice(0, 10);

    const appTimes = [];
    const rawTimes = [];
    for (let index = 0; index < iterations; index++) {
      // Alternating keeps both sides under the same machine load.
      let started = performance.now();
      await client.get('/api/dashboard?period=30d');
      appTimes.push(performance.now() - started);
      started = performance.now();
      for (const sql of RAW_QUERIES) await pool.query(sql, sql.includes('$2') ? [userId, since] : [userId]);
      rawTimes.push(performance.now() - started);
    }
    await pool.end();

    appTimes.sort((a, b) => a - b);
    rawTimes.sort((a, b) => a - b);
    const ratio = percentile(appTimes, 0.95) / percentile(rawTimes, 0.95);
    return {
      name: `Dashboard (${seeded.sets} sets, ${seeded.warmups} of them warm-ups, over ${exercises} exercises and two years; 30 days)`,
      ok: ratio <= TARGET_P95_RATIO,
      lines: [
        `GET /api/dashboard: p50 ${ms(percentile(appTimes, 0.5))}, p95 ${ms(percentile(appTimes, 0.95))}`,
        `raw SQL aggregate: p50 ${ms(percentile(rawTimes, 0.5))}, p95 ${ms(percentile(rawTimes, 0.95))}`,
        `p95 ratio: ${ratio.toFixed(2)}× (target ≤ ${TARGET_P95_RATIO}×)`,
      ],
    };
  } finally {
    await app.stop();
  }
}
