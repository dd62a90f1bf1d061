import type { Browser, Page } from 'playwright-core';
import { baseUrl, devSignIn, openPhone, screenshotViewport as shot } from './support/browser.js';

/** How much wider than the screen the page is (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The set lines under an exercise's name in a list of the day's sets (without their badges). */
async function setsUnder(page: Page, region: string, exercise: string): Promise<string[]> {
  const group = page
    .getByRole('region', { name: region })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: exercise, exact: true }) });
  return group.getByRole('listitem').evaluateAll((items) => items.map((item) => item.firstElementChild?.textContent ?? ''));
}

/**
 * /AddWorkout's list of saved sets (issue 42): each exercise under its name with its sets numbered on
 * their own, and after a reload the same list of today's sets from the server, at 390×844 and 320×640.
 */
describe('the day’s sets on the add screen', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await openPhone());
    await devSignIn(page, `day-sets-${Date.now()}@example.com`, 'Lena Latzug');
  });
  afterAll(() => browser.close());

  async function logSet(exercise: string, weight: string, reps: string) {
    await page.getByRole('combobox', { name: 'Übung' }).fill(exercise);
    await page.getByLabel('Gewicht (kg)').fill(weight);
    await page.getByLabel('Wiederholungen').fill(reps);
    await page.getByRole('button', { name: 'Training speichern' }).click();
    await page.getByRole('status').filter({ hasText: 'Satz gespeichert' }).waitFor();
  }

  it('numbers the sets per exercise under its name, and shows today’s sets again after a reload', async () => {
    await page.goto(`${baseUrl()}/AddWorkout`);
    await logSet('Latzug', '60', '10');
    await page.getByRole('button', { name: 'Noch ein Satz' }).click();
    await logSet('Latzug', '62,5', '10');
    await page.getByRole('button', { name: 'Noch ein Satz' }).click();
    await logSet('Bankdrücken', '80', '5');

    const saved = page.getByRole('status').filter({ hasText: 'Satz gespeichert' });
    await saved.getByText('Satz 1: 80 kg × 5').waitFor();
    expect(await saved.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Latzug', 'Bankdrücken']);
    await shot(page, 'day-sets-after-save-390');

    await page.reload();
    const today = page.getByRole('region', { name: 'Heute' });
    await today.getByText('Satz 1: 80 kg × 5').waitFor();
    expect(await today.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Latzug', 'Bankdrücken']);
    expect(await setsUnder(page, 'Heute', 'Latzug')).toEqual(['Satz 1: 60 kg × 10', 'Satz 2: 62,5 kg × 10']);
    expect(await setsUnder(page, 'Heute', 'Bankdrücken')).toEqual(['Satz 1: 80 kg × 5']);
    // At the end of the page the list stands above the rest timer and the navigation.
    const toEnd = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await toEnd();
    await shot(page, 'day-sets-after-reload-390');
    expect(await overflow(page)).toBe(0);

    await page.setViewportSize({ width: 320, height: 640 });
    await toEnd();
    await shot(page, 'day-sets-after-reload-320');
    expect(await overflow(page)).toBe(0);
  });
});
