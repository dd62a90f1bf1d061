import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './support/axe.js';
import { baseUrl, call, devSignIn, openPhone, screenshot } from './support/browser.js';

/** yyyy-MM-dd of the Berlin day `offset` days from today (the app counts Berlin days). */
const berlinDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
/** The start of the German short date the records show ("28. "), without the month's spelling. */
const dayOfMonth = (iso: string) => `${Number(iso.slice(8, 10))}. `;

/**
 * Progress that agrees with itself, on a phone: a day that set a record is never shown as a drop,
 * the record is marked on the set and day that set it, a card's latest set that holds one gets the
 * badge, and "Trainings" counts the training days of the period.
 */
describe('progress on the dashboard, at 390×844', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await openPhone());
    await devSignIn(page, `progress-${Date.now()}@example.com`, 'Jonas');
    const squat = await call<{ id: string }>(page, 'POST', '/api/machines', { name: 'Kniebeuge', categories: ['Beine'] });
    const bench = await call<{ id: string }>(page, 'POST', '/api/machines', { name: 'Bankdrücken', categories: ['Brust'] });
    const log = (machine_id: string, max_weight: number, reps: number, offset: number) =>
      call(page, 'POST', '/api/workouts', { machine_id, max_weight, reps, date: berlinDay(offset) });
    await log(squat.id, 60, 10, -100);
    // 80 × 10 (e1RM 106,7) three weeks ago; today a heavy single, the weight record, then a triple.
    await log(squat.id, 80, 10, -20);
    await log(squat.id, 90, 1, 0);
    await log(squat.id, 85, 3, 0);
    await log(bench.id, 60, 10, -5);
    await log(bench.id, 70, 8, 0);
  });
  afterAll(() => browser.close());

  it('never shows a day that set a record as a drop, and marks the record on its set and day', async () => {
    await page.goto(`${baseUrl()}/Dashboard`);
    const squat = page.getByRole('article', { name: 'Kniebeuge' });
    await squat.getByText('85 kg × 3').waitFor();
    // (93,5 − 106,7) / 106,7 is −12 %, but today holds the weight record.
    expect(await squat.locator('.change').getAttribute('data-direction')).toBe('record');
    expect(await squat.locator('.pr-badge').count()).toBe(0); // 85 × 3 itself holds no record

    const bench = page.getByRole('article', { name: 'Bankdrücken' });
    await bench.locator('.pr-badge').waitFor();
    expect(await bench.locator('.pr-badge').textContent()).toContain('Gewichtsrekord');

    await squat.getByRole('button', { name: 'Details zu Kniebeuge' }).click();
    const records = squat.getByRole('definition');
    await records.filter({ hasText: `90 × 1 · ${dayOfMonth(berlinDay(0))}` }).waitFor();
    await records
      .filter({ hasText: `80 × 10 · ${dayOfMonth(berlinDay(-20))}` })
      .first()
      .waitFor();
    await screenshot(page, 'progress-dashboard-records');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('counts the training days of the period as "Trainings", different for 7D and All', async () => {
    const trainings = page.locator('.stat-card', { hasText: 'Trainings' }).locator('dd');
    await page.getByRole('button', { name: '7D' }).click();
    await page.waitForFunction(() => document.querySelector('.stat-card dd')?.textContent === '2');
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('.stat-card dd')?.textContent === '4');
    expect(await trainings.textContent()).toBe('4');
  });

  it('opens the exercise’s own page from its card: a chart with axes and a tooltip per day, records with dates, every set by day', async () => {
    await page.goto(`${baseUrl()}/Dashboard`);
    const squat = page.getByRole('article', { name: 'Kniebeuge' });
    await squat.getByRole('button', { name: 'Details zu Kniebeuge' }).click();
    await squat.getByRole('link', { name: 'Verlauf von Kniebeuge ansehen' }).click();
    await page.waitForURL('**/Exercise/**');
    await page.getByRole('heading', { level: 1, name: 'Kniebeuge' }).waitFor();

    const chart = page.getByRole('img', { name: /Bestes e1RM je Trainingstag bei Kniebeuge: 3 Trainingstage, zuletzt 85 kg × 3/ });
    await chart.locator('svg').waitFor();
    // Axes: dates along the bottom, kg at the side, each with tick labels.
    const ticks = await chart.locator('svg text').allTextContents();
    expect(ticks.filter((tick) => /^\d{1,2}\.\d{1,2}\.\d{2}$/.test(tick)).length).toBeGreaterThanOrEqual(2);
    expect(ticks.filter((tick) => /^\d+(,\d+)?$/.test(tick)).length).toBeGreaterThanOrEqual(2);
    // A tooltip per day: the latest point is today's best set by e1RM, 85 × 3.
    const box = (await chart.boundingBox())!;
    // Just inside the plot's right edge, where the newest day stands (the chart keeps 36 px on its right for that day's label).
    await page.mouse.move(box.x + box.width - 40, box.y + box.height / 2);
    await page.locator('.chart-tooltip').filter({ hasText: '85 kg × 3' }).waitFor();
    expect(await page.locator('.chart-tooltip').textContent()).toContain('e1RM 93,5 kg');

    const records = page.locator('.exercise-records');
    await records.getByText('Schwerstes Gewicht').waitFor();
    expect(await records.textContent()).toContain('90 kg × 1');
    expect(await records.textContent()).toContain('80 kg × 10');
    const days = page.locator('.exercise-day');
    expect(await days.count()).toBe(3);
    expect(await days.first().locator('.exercise-day__set').allTextContents()).toEqual([
      expect.stringContaining('90 kg × 1'),
      expect.stringContaining('85 kg × 3'),
    ]);
    await screenshot(page, 'progress-exercise-page');
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 1440, height: 900 });
    // On a desk the chart sits beside the sets, in the page's wide column.
    const history = await page.getByRole('region', { name: 'Verlauf' }).boundingBox();
    const sets = await page.getByRole('region', { name: 'Alle Sätze' }).boundingBox();
    expect(sets!.x).toBeGreaterThan(history!.x + history!.width);
    expect(sets!.y).toBeLessThan(history!.y + history!.height);
    await screenshot(page, 'progress-exercise-page-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
  });
});
