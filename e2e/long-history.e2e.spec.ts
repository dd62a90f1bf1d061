import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './support/axe.js';
import { baseUrl, call, devSignIn, openPhone, screenshot } from './support/browser.js';

/** yyyy-MM-dd of the Berlin day `offset` days from today (the app counts Berlin days). */
const berlinDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

/** Training every second day for 60 days: 30 training days, and two earlier ones a year and more back. */
const TRAINING_DAYS = Array.from({ length: 30 }, (_, index) => -2 * index);
const RECORD_DAY = -10;

/**
 * Issue #44, a long history stays light: a card's sparkline carries at most 12 points in every
 * period, the record always among them and marked; the exercise's own page draws every training day.
 */
describe('a long history, at 390×844 and 1440×900', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await openPhone());
    await devSignIn(page, `long-history-${Date.now()}@example.com`, 'Mara');
    const row = await call<{ id: string }>(page, 'POST', '/api/machines', { name: 'Rudern', categories: ['Rücken'] });
    const log = (max_weight: number, reps: number, offset: number) =>
      call(page, 'POST', '/api/workouts', { machine_id: row.id, max_weight, reps, date: berlinDay(offset) });
    await log(50, 8, -500);
    await log(55, 8, -200);
    for (const offset of TRAINING_DAYS) await log(offset === RECORD_DAY ? 100 : 70 + (offset % 6), offset === RECORD_DAY ? 5 : 8, offset);
  });
  afterAll(() => browser.close());

  const card = () => page.getByRole('article', { name: 'Rudern' });
  const sparklinePoints = async () => ((await card().locator('svg.sparkline polyline').getAttribute('points')) ?? '').split(' ').length;

  /** Picks a period and waits until the stat card counts its training days: the cards are then drawn from its answer. */
  async function choosePeriod(name: string, trainings: number) {
    await page.getByRole('button', { name, exact: true }).click();
    await page
      .locator('.stat-card', { hasText: 'Trainings' })
      .locator('dd')
      .filter({ hasText: new RegExp(`^${trainings}$`) })
      .waitFor();
  }

  it('keeps at most 12 points on the card whatever the period, the record among them and marked', async () => {
    await page.goto(`${baseUrl()}/Dashboard`);
    await card().locator('svg.sparkline').waitFor();
    for (const [period, trainings] of [
      ['30D', 15],
      ['6M', 30],
      ['1Y', 31],
      ['All', 32],
    ] as const) {
      await choosePeriod(period, trainings);
      expect(await sparklinePoints()).toBeLessThanOrEqual(12);
      expect(await card().locator('.sparkline__record').count()).toBe(1);
    }
    // Seven days hold four training days, each its own point; the record lies before them.
    await choosePeriod('7D', 4);
    expect(await sparklinePoints()).toBe(4);
    expect(await card().locator('.sparkline__record').count()).toBe(0);

    await choosePeriod('30D', 15);
    await card().getByRole('button', { name: 'Details zu Rudern' }).click();
    const chart = card().getByRole('img', {
      name: /^Verlauf von Rudern: 10 Punkte, je das beste Training ihres Zeitabschnitts, zuletzt 70 kg × 8\. Rekord 100 kg × 5 am /,
    });
    await chart.locator('circle.progress-chart__record').waitFor();
    await screenshot(page, 'long-history-card-390');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'long-history-card-1440');
    await page.setViewportSize({ width: 390, height: 844 });
  });

  it('draws every training day on the exercise’s own page', async () => {
    await card().getByRole('link', { name: 'Verlauf von Rudern ansehen' }).click();
    await page.waitForURL('**/Exercise/**');
    const chart = page.getByRole('img', { name: /^Bestes e1RM je Trainingstag bei Rudern: 32 Trainingstage, zuletzt 70 kg × 8$/ });
    await chart.locator('svg').waitFor();
    // nivo draws a circle per point.
    expect(await chart.locator('svg circle').count()).toBe(32);
    expect(await page.locator('.exercise-day').count()).toBe(32);
    await screenshot(page, 'long-history-exercise-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'long-history-exercise-1440');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
