import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './support/axe.js';
import { baseUrl, call, chooseLanguage, devSignIn, openPhone, screenshot } from './support/browser.js';

/** yyyy-MM-dd of the Berlin day `offset` days from today (the app counts Berlin days). */
const berlinDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

/** How much wider than the screen the page is (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

// The analysis is written by a job on the worker.
const JOB_TIMEOUT = 180_000;

type Watched = Window & { analysisWatch?: number; analysisText?: string };

/**
 * The lifter's analysis once it contains a text or differs from an earlier one: the page asks for
 * it every half second with its session, and the test waits for the answer it wants.
 */
async function analysisWhere(page: Page, condition: { contains: string } | { differsFrom: string }): Promise<string> {
  await page.evaluate(() => {
    const watched = window as Watched;
    if (watched.analysisWatch !== undefined) return;
    const read = async () => {
      const me = (await (await fetch('/api/auth/me')).json()) as { last_performance_analysis: string | null };
      watched.analysisText = me.last_performance_analysis ?? '';
    };
    watched.analysisWatch = window.setInterval(() => void read(), 500);
  });
  const handle = await page.waitForFunction(
    (wanted) => {
      const text = (window as Watched).analysisText ?? '';
      const ready = 'contains' in wanted ? text.includes(wanted.contains) : text !== '' && text !== wanted.differsFrom;
      return ready ? text : null;
    },
    condition,
    { timeout: JOB_TIMEOUT },
  );
  return (await handle.jsonValue()) as string;
}

/**
 * The English interface (issue 42): catalogue exercises under their English names, the lifter's own
 * names as typed, the analysis written again in English, and a generated plan's day names in
 * English; at 390×844 and 320×640.
 */
describe('the English interface names things in English', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await openPhone());
    await devSignIn(page, `english-${Date.now()}@example.com`, 'Emma');
    const bench = await call<{ id: string }>(page, 'POST', '/api/machines', { name: 'Bankdrücken', categories: ['Brust'] });
    const own = await call<{ id: string }>(page, 'POST', '/api/machines', { name: 'Mein Zirkel', categories: ['Ganzkörper'] });
    // The bench set last: the analysis is about the latest set.
    await call(page, 'POST', '/api/workouts', { machine_id: own.id, max_weight: 20, reps: 10, date: berlinDay(0) });
    await call(page, 'POST', '/api/workouts', { machine_id: bench.id, max_weight: 60, reps: 8, date: berlinDay(-2) });
    await call(page, 'POST', '/api/workouts', { machine_id: bench.id, max_weight: 62.5, reps: 8, date: berlinDay(0) });
    const exercise = (exercise_name: string) => ({ exercise_name, sets: 3, reps: '5' });
    await call(page, 'POST', '/api/training-plans', {
      plan_name: 'Kraft',
      training_days: [
        { day_name: 'Oberkörper', exercises: [exercise('Bankdrücken'), exercise('Mein Zirkel')] },
        { day_name: 'Beine & Po', exercises: [exercise('Kniebeugen')] },
      ],
    });
  }, JOB_TIMEOUT);
  afterAll(() => browser.close());

  it(
    'shows catalogue exercises in English and rewrites the German analysis in English after the switch',
    async () => {
      // The analysis written while the interface was German.
      await call(page, 'POST', '/api/functions/invoke', { functionName: 'generatePerformanceAnalysis' });
      const german = await analysisWhere(page, { contains: 'Wiederholungen' });

      await page.goto(`${baseUrl()}/Profile`);
      await chooseLanguage(page, 'English');
      const english = await analysisWhere(page, { differsFrom: german });
      expect(english).toContain('62.5 kg × 8 reps on Bench Press');

      await page.goto(`${baseUrl()}/Dashboard`);
      await page.getByRole('article', { name: 'Bench Press' }).waitFor();
      await page.getByRole('article', { name: 'Mein Zirkel' }).waitFor();
      expect(await page.getByRole('article', { name: 'Bankdrücken' }).count()).toBe(0);
      const card = page.getByRole('region', { name: 'Your training analysis' });
      await card.getByText(/62.5 kg × 8 reps on Bench Press/).waitFor();
      expect(await card.textContent()).not.toMatch(/Wiederholungen|Bankdrücken/);
      await screenshot(page, 'english-dashboard-390');
      expect(await overflow(page)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
    },
    JOB_TIMEOUT * 2,
  );

  it('names a generated day in English and keeps the lifter’s own day and exercise names', async () => {
    await page.goto(`${baseUrl()}/TrainingPlan`);
    await page.getByText('Day 1: Upper body').first().waitFor();
    await page.getByText('Day 2: Beine & Po').first().waitFor();
    await page.getByText('Bench Press', { exact: true }).first().waitFor();
    await page.getByText('Mein Zirkel', { exact: true }).first().waitFor();
    await screenshot(page, 'english-plan-390');
    expect(await overflow(page)).toBe(0);
  });

  it('names the plan day’s catalogue exercises in English in the training sheet and its summary', async () => {
    await page.goto(`${baseUrl()}/GuidedTraining`);
    await page.getByRole('radio', { name: /Day 1: Upper body/ }).click();
    await page.getByRole('button', { name: 'Start training' }).click();
    await page.getByRole('heading', { level: 2, name: 'Bench Press' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Mein Zirkel' }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Bankdrücken' }).count()).toBe(0);
    await screenshot(page, 'english-sheet-390');
    expect(await overflow(page)).toBe(0);
    // Nothing logged: the running training is left without a trace for the next test.
    await page.evaluate(() => localStorage.removeItem('activeTraining'));
  });

  it('lists today’s sets under the English names on the add screen, and fits at 320×640', async () => {
    await page.goto(`${baseUrl()}/AddWorkout`);
    const today = page.getByRole('region', { name: 'Today' });
    await today.getByRole('heading', { name: 'Bench Press' }).waitFor();
    await today.getByRole('heading', { name: 'Mein Zirkel' }).waitFor();
    await today.scrollIntoViewIfNeeded();
    await screenshot(page, 'english-add-workout-390');

    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ['/Dashboard', '/TrainingPlan', '/AddWorkout']) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page
        .getByText(/Bench Press/)
        .first()
        .waitFor();
      expect(await overflow(page)).toBe(0);
      await screenshot(page, `english${path.toLowerCase().replace('/', '-')}-320`);
    }
    await page.setViewportSize({ width: 390, height: 844 });
  });
});
