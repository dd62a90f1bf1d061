import { bootBuiltApp } from '../e2e/support/boot-app.mjs';
import { BENCH_LIMITS } from './lib/unthrottled.mjs';
import { signedInClient } from './lib/http-client.mjs';
import { createExercises, seedHevyLifter } from './lib/hevy-lifter.mjs';
import { ms, percentile, runConcurrently } from './lib/stats.mjs';

const PERIODS = ['7d', '30d', '6m', '1y', 'all'];
const TARGET_P95_RATIO = 1.3;
const PAGE = 50;

/** Times each request of each client in turns, so both meet the same load on the machine. */
async function sideBySide(iterations, requests) {
  const times = requests.map(() => []);
  for (let index = 0; index < iterations; index++) {
    for (const [which, send] of requests.entries()) {
      const started = performance.now();
      await send();
      times[which].push(performance.now() - started);
    }
  }
  return times.map((list) => list.sort((a, b) => a - b));
}

const bytes = (body) => Buffer.byteLength(JSON.stringify(body));
const kb = (value) => `${(value / 1024).toFixed(1)} KB`;

/**
 * Issues #33 and #44: the cost of a lifter's history. GET /api/dashboard for each period of a
 * lifter like a real Hevy user (86 exercises, 7,000 sets a year for two years, a third of them
 * warm-ups) against a fresh lifter (the same exercises, a few sets this month), side by side in
 * one run; the size of the all-time answer of that lifter and of one with 40 exercises and 5,000
 * sets over two years; GET /api/workouts' first page against the whole list.
 */
export async function run({ small = false } = {}) {
  const many = small ? 8 : 86;
  const few = small ? 4 : 40;
  const targets = [
    [few, 40 * 1024],
    [many, 80 * 1024],
  ];
  const iterations = small ? 5 : 200;
  const app = await bootBuiltApp({ prefix: 'hw_bench_history', withWorker: false, env: BENCH_LIMITS });
  try {
    const heavy = await signedInClient(app.baseUrl, 'history@bench.example', 'Langjährig');
    const fewer = await signedInClient(app.baseUrl, 'fewer@bench.example', 'Vierzig Übungen');
    const fresh = await signedInClient(app.baseUrl, 'fresh@bench.example', 'Neu');
    const seeded = await seedHevyLifter(heavy, { exercises: many, setsPerYear: small ? 100 : 7_000 });
    await seedHevyLifter(fewer, { exercises: few, setsPerYear: small ? 50 : 2_500 });
    const freshIds = [...(await createExercises(fresh, many)).values()];
    await runConcurrently(many * 3, 8, (index) => {
      const date = new Date(Date.now() - (index % 20) * 86_400_000).toISOString().slice(0, 10);
      return fresh.post('/api/workouts', { machine_id: freshIds[index % many], max_weight: 20 + (index % 40) * 0.5, reps: 1 + (index % 12), date });
    });

    const lines = [`heavy lifter: ${seeded.sets} sets (${seeded.warmups} warm-ups) over ${many} exercises and two years; fresh: ${many * 3} sets this month`];
    let ok = true;
    for (const period of PERIODS) {
      const path = `/api/dashboard?period=${period}`;
      const [heavyTimes, freshTimes] = await sideBySide(iterations, [() => heavy.get(path), () => fresh.get(path)]);
      const ratio = percentile(heavyTimes, 0.95) / percentile(freshTimes, 0.95);
      ok &&= ratio <= TARGET_P95_RATIO;
      lines.push(
        `dashboard ${period}: heavy p50 ${ms(percentile(heavyTimes, 0.5))}, p95 ${ms(percentile(heavyTimes, 0.95))}; ` +
          `fresh p50 ${ms(percentile(freshTimes, 0.5))}, p95 ${ms(percentile(freshTimes, 0.95))}; p95 ratio ${ratio.toFixed(2)}× (target ≤ ${TARGET_P95_RATIO}×)`,
      );
    }
    for (const [exercises, target] of targets) {
      const size = bytes(await (exercises === many ? heavy : fewer).get('/api/dashboard?period=all'));
      ok &&= size <= target;
      lines.push(`all-time answer, ${exercises} exercises over two years: ${kb(size)} (target ≤ ${kb(target)})`);
    }
    lines.push(`all-time answer, fresh lifter with ${many} exercises: ${kb(bytes(await fresh.get('/api/dashboard?period=all')))}`);

    const [pageTimes, wholeTimes] = await sideBySide(Math.ceil(iterations / 20), [
      () => heavy.get(`/api/workouts?limit=${PAGE}`),
      () => heavy.get('/api/workouts'),
    ]);
    lines.push(
      `GET /api/workouts first page (${PAGE}): p50 ${ms(percentile(pageTimes, 0.5))}, ${kb(bytes(await heavy.get(`/api/workouts?limit=${PAGE}`)))}; ` +
        `whole list (${seeded.sets}): p50 ${ms(percentile(wholeTimes, 0.5))}, ${kb(bytes(await heavy.get('/api/workouts')))}`,
    );
    for (const client of [heavy, fewer, fresh]) client.close();
    return {
      name: `Dashboard and entries against a Hevy user's history (${seeded.sets} sets over ${many} exercises and 2 years vs. a fresh lifter)`,
      ok,
      lines,
    };
  } finally {
    await app.stop();
  }
}
