import { bootBuiltApp } from '../e2e/support/boot-app.mjs';
import { BENCH_LIMITS } from './lib/unthrottled.mjs';
import { signedInClient } from './lib/http-client.mjs';
import { ms, percentile, runConcurrently } from './lib/stats.mjs';

const MACHINES = 8;
const DAYS = 3 * 365;
const TARGET_P95_RATIO = 1.3;
const TARGET_ALL_TIME_BYTES = 40 * 1024;
const PAGE = 50;

/** Logs `count` sets over the user's machines, spread over the last `days` days. */
async function seed(client, count, days) {
  const machines = [];
  for (let index = 0; index < MACHINES; index++) machines.push((await client.post('/api/machines', { name: `Übung ${index + 1}`, categories: ['Brust'] })).id);
  const today = Date.now();
  await runConcurrently(count, 8, (index) => {
    const date = new Date(today - ((index * 7) % days) * 86_400_000).toISOString().slice(0, 10);
    return client.post('/api/workouts', { machine_id: machines[index % MACHINES], max_weight: 20 + (index % 120) * 0.5, reps: 1 + (index % 12), date });
  });
}

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
 * Issue #33: the cost of a lifter's history. GET /api/dashboard for a lifter with 5,000 sets over
 * three years against a fresh lifter (the same exercises, a few sets this month), side by side in
 * one run; the size of the all-time answer; GET /api/workouts' first page against the whole list.
 */
export async function run({ small = false } = {}) {
  const heavySets = small ? 200 : 5_000;
  const iterations = small ? 5 : 200;
  const app = await bootBuiltApp({ prefix: 'hw_bench_history', withWorker: false, env: BENCH_LIMITS });
  try {
    const heavy = await signedInClient(app.baseUrl, 'history@bench.example', 'Langjährig');
    const fresh = await signedInClient(app.baseUrl, 'fresh@bench.example', 'Neu');
    await seed(heavy, heavySets, DAYS);
    await seed(fresh, MACHINES * 3, 20);

    const lines = [];
    let ok = true;
    for (const period of ['30d', 'all']) {
      const path = `/api/dashboard?period=${period}`;
      const [heavyTimes, freshTimes] = await sideBySide(iterations, [() => heavy.get(path), () => fresh.get(path)]);
      const ratio = percentile(heavyTimes, 0.95) / percentile(freshTimes, 0.95);
      ok &&= ratio <= TARGET_P95_RATIO;
      lines.push(
        `dashboard ${period}: ${heavySets} sets p50 ${ms(percentile(heavyTimes, 0.5))}, p95 ${ms(percentile(heavyTimes, 0.95))}; ` +
          `fresh p50 ${ms(percentile(freshTimes, 0.5))}, p95 ${ms(percentile(freshTimes, 0.95))}; p95 ratio ${ratio.toFixed(2)}× (target ≤ ${TARGET_P95_RATIO}×)`,
      );
    }
    const allTime = bytes(await heavy.get('/api/dashboard?period=all'));
    ok &&= allTime <= TARGET_ALL_TIME_BYTES;
    lines.push(
      `all-time answer: ${kb(allTime)} for ${heavySets} sets, ${kb(bytes(await fresh.get('/api/dashboard?period=all')))} fresh (target ≤ ${kb(TARGET_ALL_TIME_BYTES)})`,
    );

    const [pageTimes, wholeTimes] = await sideBySide(Math.ceil(iterations / 4), [
      () => heavy.get(`/api/workouts?limit=${PAGE}`),
      () => heavy.get('/api/workouts'),
    ]);
    lines.push(
      `GET /api/workouts first page (${PAGE}): p50 ${ms(percentile(pageTimes, 0.5))}, ${kb(bytes(await heavy.get(`/api/workouts?limit=${PAGE}`)))}; ` +
        `whole list (${heavySets}): p50 ${ms(percentile(wholeTimes, 0.5))}, ${kb(bytes(await heavy.get('/api/workouts')))}`,
    );
    heavy.close();
    fresh.close();
    return {
      name: `Dashboard and entries against a lifter's history (${heavySets} sets over ${MACHINES} exercises and 3 years vs. a fresh lifter)`,
      ok,
      lines,
    };
  } finally {
    await app.stop();
  }
}
