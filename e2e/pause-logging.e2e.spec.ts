import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './support/axe.js';
import { baseUrl, call, daysAgo, devSignIn, screenshotViewport } from './support/browser.js';
import { PHONE, SMALL_PHONE, openAt, shootPhones } from './support/phones.js';

/** Pause mode keeps the streak but blocks no set (issue 42): a lifter on holiday trains in a hotel gym. */
describe('logging during the pause, on a phone', () => {
  let browser: Browser;
  let page: Page;
  const posted = () => page.waitForResponse((response) => response.url().endsWith('/api/workouts') && response.request().method() === 'POST');

  beforeAll(async () => {
    ({ browser, page } = await openAt(PHONE));
    await devSignIn(page, `pause-logging-${Date.now()}@example.com`, 'Hotel Gast');
    const machine = await call<{ id: string }>(page, 'POST', '/api/machines', { name: 'Rudern am Kabel', categories: ['Rücken'] });
    await call(page, 'POST', '/api/workouts', { machine_id: machine.id, max_weight: 50, reps: 10, date: daysAgo(2) });
  });
  afterAll(() => browser.close());

  it('pauses after saying that sets can still be logged, and logs a set on /AddWorkout and by one tap while paused', async () => {
    await page.goto(`${baseUrl()}/Profile`);
    await page.getByRole('button', { name: 'Pause aktivieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pausenmodus aktivieren?' });
    await dialog.getByText(/Du kannst trotzdem Sätze eintragen/).waitFor();
    for (const size of [PHONE, SMALL_PHONE]) {
      await page.setViewportSize(size);
      await screenshotViewport(page, `pause-logging-confirm-${size.width}`);
    }
    await page.setViewportSize(PHONE);
    await dialog.getByRole('button', { name: 'Pause aktivieren' }).click();
    await page.getByText(/^Aktiviert seit /).waitFor();

    await page.goto(`${baseUrl()}/AddWorkout`);
    const notice = page.getByRole('region', { name: /im Pausenmodus/ });
    await notice
      .getByText('Deine Wochenserie bleibt erhalten. Du kannst trotzdem Sätze eintragen; Sätze während der Pause zählen nicht für die Serie.')
      .waitFor();
    await page.getByLabel('Übung', { exact: true }).fill('Rudern am Kabel');
    await page.getByText(/^Letztes Mal:/).waitFor();
    await page.getByRole('textbox', { name: 'Gewicht (kg)' }).fill('45');
    await page.getByRole('textbox', { name: 'Wiederholungen' }).fill('12');
    const saved = posted();
    await page.getByRole('button', { name: 'Training speichern' }).click();
    expect((await saved).status()).toBe(201);
    await page.getByRole('button', { name: 'Noch ein Satz' }).waitFor();
    expect(await page.getByText(/Pausenmodus:/).count()).toBe(0);
    await shootPhones(page, 'pause-logging-add-workout');

    await page.goto(`${baseUrl()}/Dashboard`);
    await page.getByRole('region', { name: /im Pausenmodus/ }).waitFor();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Rudern am Kabel' }) });
    const repeated = posted();
    await card.getByRole('button', { name: /^Letzten Satz wiederholen/ }).click();
    expect((await repeated).status()).toBe(201);
    await page.getByText(/45 kg × 12 gespeichert/).waitFor();
    await shootPhones(page, 'pause-logging-dashboard');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
