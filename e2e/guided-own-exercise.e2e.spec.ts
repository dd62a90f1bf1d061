import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, devSignIn, openPhone, screenshotViewport, serverSets } from './support/browser.js';

/**
 * A plan that names a movement by another spelling than the lifter's ("Kniebeugen" for their
 * "Kniebeuge"): the training sheet logs it on the lifter's exercise, with its history, and creates
 * no twin. At 390×844.
 */
describe('the training sheet with the lifter’s own exercise names', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let squatId: string;

  beforeAll(async () => {
    ({ browser, context, page } = await openPhone());
    await devSignIn(page, `own-names-${Date.now()}@example.com`, 'Kim Kniebeuge');
    squatId = (await (await context.request.post(`${baseUrl()}/api/machines`, { data: { name: 'Kniebeuge', categories: ['Beine'] } })).json()).id;
    const yesterday = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date(Date.now() - 86_400_000));
    expect(
      (await context.request.post(`${baseUrl()}/api/workouts`, { data: { machine_id: squatId, max_weight: 92.5, reps: 5, date: yesterday } })).status(),
    ).toBe(201);
    const plan = await context.request.post(`${baseUrl()}/api/training-plans`, {
      data: { plan_name: 'Beinplan', training_days: [{ day_name: 'Legs', exercises: [{ exercise_name: 'Kniebeugen', sets: 1, reps: '5' }] }] },
    });
    expect(plan.status()).toBe(201);
  });
  afterAll(() => browser.close());

  it('logs the plan’s "Kniebeugen" on the lifter’s "Kniebeuge", prefilled from its history, without a second exercise', async () => {
    await page.goto(`${baseUrl()}/GuidedTraining`);
    await page.getByRole('radio', { name: /Tag 1: Legs/ }).click();
    await page.getByRole('button', { name: 'Training starten' }).click();
    await page.getByRole('heading', { level: 2, name: 'Kniebeugen' }).waitFor();
    await page.getByText('Wird bei deiner Übung „Kniebeuge“ eingetragen, mit ihrem Verlauf.').waitFor();
    await page.getByText('Vorher: 92,5 × 5').waitFor();
    const weight = page.getByRole('textbox', { name: 'Gewicht Satz 1 Kniebeugen', exact: true });
    expect(await weight.inputValue()).toBe('92,5');
    await screenshotViewport(page, 'guided-own-exercise');

    await weight.fill('95');
    await page.getByRole('textbox', { name: 'Wiederholungen Satz 1 Kniebeugen', exact: true }).fill('5');
    await page.getByRole('button', { name: 'Satz 1 Kniebeugen abhaken', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('button[aria-label="Satz 1 Kniebeugen abhaken"]')?.getAttribute('aria-pressed') === 'true');

    const sets = await serverSets(context);
    expect(sets.map((set) => [set.machine_id, set.max_weight])).toEqual([
      [squatId, 95],
      [squatId, 92.5],
    ]);
    const machines = (await (await context.request.get(`${baseUrl()}/api/machines`)).json()) as { name: string }[];
    expect(machines.map((machine) => machine.name)).toEqual(['Kniebeuge']);
  });

  it('suggests the lifter’s own exercise first for another spelling, then catalogue movements, when adding an exercise', async () => {
    const field = page.getByRole('combobox', { name: 'Übung' });
    await field.fill('squat');
    const options = page.getByRole('listbox', { name: 'Vorschläge' }).getByRole('option');
    await options.filter({ hasText: 'Neue Übung' }).first().waitFor();
    // "Squat" is a spelling of their exercise's movement: offered first as the exercise they meant.
    expect(await options.first().locator('.suggestions__name').textContent()).toBe('Meintest du Kniebeuge?');
    expect(await options.count()).toBeLessThanOrEqual(5);
    await screenshotViewport(page, 'guided-own-exercise-suggestions');
    await options.first().click();
    expect(await field.inputValue()).toBe('Kniebeuge');
  });
});
