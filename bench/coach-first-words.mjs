import { chromium } from 'playwright-core';
import { bootBuiltApp } from '../e2e/support/boot-app.mjs';
import { browserOptions } from '../e2e/support/browser-options.mjs';
import { ask, COACH_QUESTIONS, firstWordTimes, watchFirstWords } from '../e2e/support/coach-first-words.mjs';
import { BENCH_LIMITS } from './lib/unthrottled.mjs';
import { percentile } from './lib/stats.mjs';

const TARGET_P95_MS = 700;

/**
 * The time from Enter in the chat to the first words of the built-in coach's answer on screen,
 * over the lifter's usual questions: the answer pushed over server-sent events, against the
 * spec's fallback, the chat polling every second (the same page with EventSource taken away).
 */
async function firstWords(browser, baseUrl, questions, { push }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, locale: 'de-DE' });
  if (!push) await context.addInitScript(() => delete window.EventSource);
  const page = await context.newPage();
  await page.request.post(`${baseUrl}/api/auth/dev-login`, { data: { email: `bench-chat-${push}-${Date.now()}@example.com`, name: 'Ben Bench' } });
  await page.request.put(`${baseUrl}/api/auth/update`, { data: { onboarding_completed: true } });
  await page.goto(`${baseUrl}/Chat`);
  await page.getByRole('heading', { name: 'Noch keine Nachrichten' }).waitFor();
  // Untimed: the worker was started with the api a moment ago and a lifter's conversation exists.
  await ask(page, 'Hi');
  await watchFirstWords(page);
  for (const question of questions) await ask(page, question);
  const times = (await firstWordTimes(page)).sort((a, b) => a - b);
  await context.close();
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

export async function run({ small = false } = {}) {
  const questions = small ? COACH_QUESTIONS.slice(0, 3) : COACH_QUESTIONS;
  const app = await bootBuiltApp({ prefix: 'hw_bench_chat', env: BENCH_LIMITS });
  // The smoke run (--small) only proves the benchmark runs, in the browser tests' lighter headless shell.
  const browser = await chromium.launch(browserOptions({ wholeBrowser: !small }));
  try {
    const pushed = await firstWords(browser, app.baseUrl, questions, { push: true });
    const polled = await firstWords(browser, app.baseUrl, questions, { push: false });
    const ms = (value) => `${Math.round(value)} ms`;
    return {
      name: `Coach: Enter to the first words of the built-in coach's answer (${questions.length} questions)`,
      ok: pushed.p95 <= TARGET_P95_MS,
      lines: [
        `pushed (server-sent events): median ${ms(pushed.median)}, p95 ${ms(pushed.p95)}`,
        `baseline, the spec's 1 s polling: median ${ms(polled.median)}, p95 ${ms(polled.p95)}`,
        `ratio p95 pushed / polled: ${(pushed.p95 / polled.p95).toFixed(2)}× (target: p95 ≤ ${TARGET_P95_MS} ms)`,
      ],
    };
  } finally {
    await browser.close();
    await app.stop();
  }
}
