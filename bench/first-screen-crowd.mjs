import http from 'node:http';
import { bootBuiltApp } from '../e2e/support/boot-app.mjs';
import { BENCH_LIMITS } from './lib/unthrottled.mjs';
import { signedInClient } from './lib/http-client.mjs';
import { percentile, runConcurrently } from './lib/stats.mjs';

/** Issue #47: this many page loads at once, every one drawn within the api's wait for its reads. */
const LOADS = 150;
const EXERCISES = 8;
/** The baseline leaves out the scripts a browser loads and runs before it asks: slower on any phone. */
const TARGET_P95_RATIO = 1.5;

/**
 * `LOADS` lifters open /Dashboard at the same moment, each with their own cookie, as plain HTTP (no
 * browser): how many pages came with the first screen drawn (its data in the page) rather than
 * falling back to the undrawn index.html, which the api sends when the reads and the drawing miss
 * their budget. Baseline: what a browser does to draw the same screen itself, the same number at
 * once: the undrawn page (index.html, no cookie) and then the two reads its preloads ask for
 * (`/api/auth/me` and the dashboard, at once, with the lifter's cookie), in turns with the drawn ones.
 */
export async function run({ small = false } = {}) {
  const loads = small ? 20 : LOADS;
  const rounds = small ? 1 : 3;
  const app = await bootBuiltApp({ prefix: 'hw_bench_crowd', withWorker: false, env: BENCH_LIMITS });
  try {
    const cookies = await seedLifters(app.baseUrl, loads);
    const drawn = [];
    const plain = [];
    let fallbacks = 0;
    for (let round = 0; round < rounds; round++) {
      const pages = await Promise.all(cookies.map((cookie) => load(app.baseUrl, cookie)));
      fallbacks += pages.filter((page) => !page.drawn).length;
      drawn.push(...pages.map((page) => page.ms));
      plain.push(...(await Promise.all(cookies.map((cookie) => loadUndrawn(app.baseUrl, cookie)))));
    }
    const p = (values, fraction) =>
      percentile(
        [...values].sort((a, b) => a - b),
        fraction,
      );
    const ratio = p(drawn, 0.95) / p(plain, 0.95);
    const ms = (value) => `${Math.round(value)} ms`;
    return {
      name: 'First screen under a crowd',
      ok: fallbacks === 0 && ratio <= TARGET_P95_RATIO,
      lines: [
        `${loads} lifters load /Dashboard at once, ${rounds} round${rounds === 1 ? '' : 's'}: ${fallbacks} of ${loads * rounds} pages fell back to the undrawn page (target: none)`,
        `the pages, drawn or not: p50 ${ms(p(drawn, 0.5))}, p95 ${ms(p(drawn, 0.95))}, slowest ${ms(Math.max(...drawn))}`,
        `baseline, the undrawn page and then its two reads, ${loads} at once: p50 ${ms(p(plain, 0.5))}, p95 ${ms(p(plain, 0.95))}`,
        `ratio p95 drawn / baseline: ${ratio.toFixed(2)}× (target ≤ ${TARGET_P95_RATIO}×)`,
      ],
    };
  } finally {
    await app.stop();
  }
}

/** `count` onboarded lifters with a few exercises logged today each; their session cookies. */
async function seedLifters(baseUrl, count) {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
  const cookies = [];
  await runConcurrently(count, 8, async (index) => {
    const client = await signedInClient(baseUrl, `crowd-${index}@bench.example`, `Lifter ${index}`);
    await client.put('/api/auth/update', { onboarding_completed: true });
    for (let exercise = 0; exercise < EXERCISES; exercise++) {
      const machine = await client.post('/api/machines', { name: `Übung ${exercise + 1}`, categories: ['Brust'] });
      await client.post('/api/workouts', { machine_id: machine.id, max_weight: 40 + exercise * 5, reps: 8, date: today });
    }
    cookies[index] = client.cookie;
    client.close();
  });
  return cookies;
}

/** One page load on a connection of its own, as a phone opening the app makes. */
async function load(baseUrl, cookie) {
  const started = performance.now();
  const body = await get(baseUrl, '/Dashboard', cookie);
  return { drawn: body.includes('id="first-screen-data"'), ms: performance.now() - started };
}

/** The undrawn page, then the reads the browser makes to draw it: how long until it could draw. */
async function loadUndrawn(baseUrl, cookie) {
  const started = performance.now();
  await get(baseUrl, '/Dashboard', undefined);
  await Promise.all([get(baseUrl, '/api/auth/me', cookie), get(baseUrl, '/api/dashboard?period=30d&category=Alle', cookie)]);
  return performance.now() - started;
}

function get(baseUrl, path, cookie) {
  return new Promise((resolve, reject) => {
    const req = http.get(new URL(path, baseUrl), { agent: false, headers: cookie ? { cookie } : {} }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => (res.statusCode === 200 ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(new Error(`GET ${path}: ${res.statusCode}`))));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}
