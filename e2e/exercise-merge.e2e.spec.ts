import type { Browser, Page } from 'playwright-core';
import { baseUrl, devSignIn, openPhone, screenshot, screenshotViewport } from './support/browser.js';

/** yyyy-MM-dd of today (+ offset days) in Berlin, the browser's and the server's time zone. */
function berlinDate(offsetDays = 0): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date(Date.now() + offsetDays * 86_400_000));
}

describe('merging twin exercises from the exercise screen at 390×844', () => {
  let browser: Browser;
  let page: Page;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ({ browser, page } = await openPhone());
    await devSignIn(page, `twins-${Date.now()}@example.com`, 'Tom Zwilling');
    // A history on two names of one movement: a typo, which the app offers to avoid but does not forbid.
    for (const name of ['Kniebeuge', 'Kniebuege']) {
      const created = await page.request.post(`${baseUrl()}/api/machines`, { data: { name, categories: ['Beine'] } });
      ids[name] = (await created.json()).id;
    }
    const sets: [string, number, number, number][] = [
      ['Kniebeuge', 100, 5, -9],
      ['Kniebuege', 105, 5, -6],
      ['Kniebuege', 110, 3, -3],
      ['Kniebuege', 80, 10, -3],
      ['Kniebeuge', 107.5, 3, 0],
    ];
    for (const [name, max_weight, reps, offset] of sets) {
      const logged = await page.request.post(`${baseUrl()}/api/workouts`, { data: { machine_id: ids[name], max_weight, reps, date: berlinDate(offset) } });
      expect(logged.status()).toBe(201);
    }
    // A plan naming the twin, seen once so its old names are in the app's cache when the merge happens.
    const plan = await page.request.post(`${baseUrl()}/api/training-plans`, {
      data: { plan_name: 'Beine', training_days: [{ day_name: 'Beine', exercises: [{ exercise_name: 'Kniebuege', sets: 5, reps: '5' }] }] },
    });
    expect(plan.status()).toBe(201);
    await page.goto(`${baseUrl()}/TrainingPlan`);
    await page.getByRole('button', { name: /^Ziel für Kniebuege:/ }).waitFor();
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.getByRole('article', { name: 'Kniebeuge', exact: true }).waitFor();
  });
  afterAll(() => browser.close());

  it('shows the twin’s set count before confirming, then moves its sets into the exercise that stays', async () => {
    const card = page.getByRole('article', { name: 'Kniebeuge', exact: true });
    await card.waitFor();
    await page.getByRole('article', { name: 'Kniebuege', exact: true }).waitFor();
    const toggle = card.getByRole('button', { name: 'Details zu Kniebeuge' });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await card.getByRole('button', { name: 'Übung bearbeiten' }).click();

    const dialog = page.getByRole('dialog', { name: 'Übung bearbeiten' });
    await dialog.getByRole('button', { name: 'Mit einer anderen Übung zusammenführen' }).click();
    await dialog.getByLabel('Andere Übung').selectOption({ label: 'Kniebuege' });
    const summary = dialog.getByText('„Kniebuege“ hat 3 Sätze. Alle werden zu „Kniebeuge“ verschoben, „Kniebuege“ wird danach entfernt.');
    await summary.waitFor();
    await summary.scrollIntoViewIfNeeded();
    await screenshotViewport(page, 'merge-picker');

    await dialog.getByRole('button', { name: 'Zusammenführen' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Übungen zusammenführen?' }).or(page.getByRole('dialog', { name: 'Übungen zusammenführen?' }));
    await confirm.getByText('3 Sätze von „Kniebuege“ zu „Kniebeuge“ verschieben und „Kniebuege“ entfernen?').waitFor();
    await screenshotViewport(page, 'merge-confirm');
    await confirm.getByRole('button', { name: 'Verschieben' }).click();
    await dialog.waitFor({ state: 'detached' });

    // One card left, with all five sets and the twin's 110 kg as its weight record.
    await page.getByRole('article', { name: 'Kniebuege', exact: true }).waitFor({ state: 'detached' });
    const sets = (await (await page.request.get(`${baseUrl()}/api/workouts`)).json()) as { machine_id: string }[];
    expect(sets).toHaveLength(5);
    expect(sets.every((set) => set.machine_id === ids.Kniebeuge)).toBe(true);
    expect((await page.request.get(`${baseUrl()}/api/machines/${ids.Kniebuege}`)).status()).toBe(404);
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await screenshot(page, 'merge-dashboard-after');
    await card.getByText('110 kg', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'merge-dashboard-after');
  });

  it('shows the plan with the exercise that stays, without a reload', async () => {
    await page.getByRole('link', { name: 'Trainingsplan', exact: true }).click();
    await page.getByRole('button', { name: /^Ziel für Kniebeuge:/ }).waitFor();
    expect(await page.getByRole('button', { name: /^Ziel für Kniebuege:/ }).count()).toBe(0);
  });
});
