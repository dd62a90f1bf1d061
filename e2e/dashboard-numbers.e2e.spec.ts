import type { Browser, Locator, Page } from 'playwright-core';
import { seriousViolations } from './support/axe.js';
import { baseUrl, call, devSignIn, openPhone, screenshot } from './support/browser.js';

/** yyyy-MM-dd of the Berlin day `offset` days from today (the app counts Berlin days). */
const berlinDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

/** How much wider than the screen the page is (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Numbers that agree on the dashboard (issue 42): the stat cards follow the period and name it, the
 * change is the same at 30D and All for the same trainings and says what it compares, and a gain
 * keeps its arrow on a record day; at 390×844, 320×640 and 1440×900.
 */
describe('the dashboard’s numbers', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await openPhone());
    await devSignIn(page, `numbers-${Date.now()}@example.com`, 'Nora Numbers');
    const row = await call<{ id: string }>(page, 'POST', '/api/machines', { name: 'Rudern', categories: ['Rücken'] });
    // Three weeks and a half of rowing: e1RM 76 on the first day, 91,8 today (+21 %), today a record.
    for (const [offset, weight] of [
      [-28, 60],
      [-27, 65],
      [-26, 66],
      [-1, 70],
      [0, 72.5],
    ] as const) {
      await call(page, 'POST', '/api/workouts', { machine_id: row.id, max_weight: weight, reps: 8, date: berlinDay(offset) });
    }
  });
  afterAll(() => browser.close());

  const statCard = (label: string): Locator => page.locator('.stat-card').filter({ hasText: label });
  const rowing = () => page.getByRole('article', { name: 'Rudern' });

  async function choosePeriod(name: string, trainings: string) {
    await page.getByRole('button', { name, exact: true }).click();
    await statCard('Trainings')
      .locator('dd')
      .filter({ hasText: new RegExp(`^${trainings}$`) })
      .waitFor();
  }

  it('shows both stat cards over the chosen period, each naming it', async () => {
    await page.goto(`${baseUrl()}/Dashboard`);
    await choosePeriod('7D', '2');
    // 70 × 8 + 72,5 × 8
    expect(await statCard('Volumen').locator('dd').textContent()).toBe('1.140 kg');
    expect(await statCard('Trainings').locator('dt').textContent()).toContain('letzte 7 Tage');
    expect(await statCard('Volumen').locator('dt').textContent()).toContain('letzte 7 Tage');
    await screenshot(page, 'dashboard-numbers-7d-390');

    await choosePeriod('All', '5');
    expect(await statCard('Volumen').locator('dd').textContent()).toBe('2.668 kg');
    expect(await statCard('Volumen').locator('dt').textContent()).toContain('insgesamt');
  });

  it('gives the same change at 30D and All, with the arrow of a gain on a record day, and says what it compares', async () => {
    await choosePeriod('30D', '5');
    const change = rowing().locator('.change');
    await rowing().getByText('Veränderung im Zeitraum: +21 %').waitFor();
    expect(await change.getAttribute('data-direction')).toBe('up');
    // Today set the records, yet the gain is a percentage, not a trophy.
    expect(await change.locator('.lucide-trophy').count()).toBe(0);

    await choosePeriod('All', '5');
    await rowing().getByText('Veränderung im Zeitraum: +21 %').waitFor();

    await rowing().getByRole('button', { name: 'Details zu Rudern' }).click();
    await rowing().getByText('Veränderung: bester Satz (e1RM) des ersten gegen den des letzten Trainingstags im Zeitraum.').waitFor();
    await screenshot(page, 'dashboard-numbers-all-390');
    expect(await overflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('fits at 320×640 and on a desktop', async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    await statCard('Volumen').scrollIntoViewIfNeeded();
    expect(await overflow(page)).toBe(0);
    await screenshot(page, 'dashboard-numbers-320');

    await page.setViewportSize({ width: 1440, height: 900 });
    await choosePeriod('7D', '2');
    expect(await overflow(page)).toBe(0);
    await screenshot(page, 'dashboard-numbers-1440');
    await page.setViewportSize({ width: 390, height: 844 });
  });
});
