import type { Browser, Page } from 'playwright-core';
import { baseUrl, daysAgo, devSignIn, launchBrowser, phoneContext, screenshotViewport, serverSets } from './support/browser.js';

/**
 * One exercise per movement (issue #42, "Silent twins"): typing "Kniebeuge" while the lifter has
 * "Kniebeugen" leads to their exercise, never to a twin whose first set is a "Neuer Rekord"; a
 * rename into an exercise they have ends in merging the open one into it, at 390×844 and 320×640.
 */
describe('one exercise per movement on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const SIZES = [
    { width: 390, height: 844 },
    { width: 320, height: 640 },
  ] as const;

  /** A signed-in lifter at this size with these exercises, each with its sets (kg × reps, logged days ago). */
  async function lifter(size: { width: number; height: number }, name: string, exercises: Record<string, [number, number][]>) {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.setViewportSize(size);
    await devSignIn(page, `${name}-${size.width}-${Date.now()}@example.com`, name);
    const ids: Record<string, string> = {};
    for (const [exercise, sets] of Object.entries(exercises)) {
      const created = await page.request.post(`${baseUrl()}/api/machines`, { data: { name: exercise, categories: ['Beine'] } });
      expect(created.status()).toBe(201);
      ids[exercise] = (await created.json()).id;
      for (const [index, [max_weight, reps]] of sets.entries()) {
        const logged = await page.request.post(`${baseUrl()}/api/workouts`, {
          data: { machine_id: ids[exercise], max_weight, reps, date: daysAgo(3 + index) },
        });
        expect(logged.status()).toBe(201);
      }
    }
    return { context, page, ids };
  }

  const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const machineNames = async (page: Page) =>
    ((await (await page.request.get(`${baseUrl()}/api/machines`)).json()) as { name: string }[]).map((machine) => machine.name);

  for (const size of SIZES) {
    const takesOffer = size.width === 390;
    it(`leads "Kniebeuge" to the lifter's "Kniebeugen" at ${size.width}×${size.height}, ${takesOffer ? 'taking' : 'passing over'} "Meintest du Kniebeugen?", with no "Neuer Rekord"`, async () => {
      const { context, page, ids } = await lifter(size, 'Karla', { Kniebeugen: [[82.5, 5]] });
      await page.goto(`${baseUrl()}/AddWorkout`);
      const exercise = page.getByRole('combobox', { name: 'Übung' });
      await exercise.click();
      await exercise.fill('Kniebeuge');
      const offer = page.getByRole('option', { name: /^Meintest du Kniebeugen\?/ });
      await offer.waitFor();
      expect(await page.getByRole('option').first().textContent()).toMatch(/^Meintest du Kniebeugen\?/);
      // Another spelling of their exercise is no new exercise.
      expect(await page.getByText(/^Neue Übung: /).count()).toBe(0);
      await screenshotViewport(page, `twins-did-you-mean-${size.width}`);

      if (takesOffer) {
        await offer.click();
        expect(await exercise.inputValue()).toBe('Kniebeugen');
        await page.getByText('Letztes Mal: 82,5kg × 5 Wdh').waitFor();
      } else {
        // Closed, the list leaves the offer under the field; saving the typed name logs on their exercise all the same.
        await exercise.press('Escape');
        await page.getByRole('button', { name: 'Meintest du Kniebeugen?' }).waitFor();
        await screenshotViewport(page, `twins-did-you-mean-closed-${size.width}`);
      }
      await page.getByLabel('Gewicht (kg)').fill('80');
      await page.getByLabel('Wiederholungen').fill('5');
      await page.getByRole('button', { name: 'Training speichern' }).click();
      await page.getByRole('button', { name: 'Noch ein Satz' }).waitFor();
      await screenshotViewport(page, `twins-saved-${size.width}`);

      // 80 kg × 5 after 82,5 kg × 5 is no record, and there is still one exercise with both sets.
      expect(await page.getByText(/Neuer Rekord/).count()).toBe(0);
      expect(await machineNames(page)).toEqual(['Kniebeugen']);
      const sets = await serverSets(context);
      expect(sets.map((set) => [set.machine_id, set.max_weight])).toEqual([
        [ids.Kniebeugen, 80],
        [ids.Kniebeugen, 82.5],
      ]);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await context.close();
    });

    it(`offers the merge when an exercise is renamed to one the lifter has at ${size.width}×${size.height}, and merges it into that one`, async () => {
      const { context, page, ids } = await lifter(size, 'Rainer', {
        Kniebeugen: [
          [100, 5],
          [105, 3],
        ],
        Kniebuege: [[90, 8]],
      });
      await page.goto(`${baseUrl()}/Dashboard?period=all`);
      const card = page.getByRole('article', { name: 'Kniebuege', exact: true });
      const toggle = card.getByRole('button', { name: 'Details zu Kniebuege' });
      await toggle.waitFor();
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await card.getByRole('button', { name: 'Übung bearbeiten' }).click();

      const dialog = page.getByRole('dialog', { name: 'Übung bearbeiten' });
      await dialog.getByLabel('Name', { exact: true }).fill('Kniebeuge');
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await dialog.getByText('„Kniebeugen“ hast du schon. Führe die beiden zusammen: Die Sätze kommen zu „Kniebeugen“.').waitFor();
      expect(await dialog.getByText(/Fehler beim Aktualisieren/).count()).toBe(0);
      // Started from this side: the open exercise goes into the one it was renamed to.
      expect(await dialog.getByRole('radio', { name: 'Kniebeugen' }).isChecked()).toBe(true);
      const summary = dialog.getByText('„Kniebuege“ hat 1 Satz. Alle werden zu „Kniebeugen“ verschoben, „Kniebuege“ wird danach entfernt.');
      await summary.waitFor();
      await summary.scrollIntoViewIfNeeded();
      await screenshotViewport(page, `twins-rename-merge-${size.width}`);
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      await dialog.getByRole('button', { name: 'Zusammenführen' }).click();
      const confirm = page.getByRole('dialog', { name: 'Übungen zusammenführen?' });
      await confirm.getByText('1 Satz von „Kniebuege“ zu „Kniebeugen“ verschieben und „Kniebuege“ entfernen?').waitFor();
      await screenshotViewport(page, `twins-rename-merge-confirm-${size.width}`);
      await confirm.getByRole('button', { name: 'Verschieben' }).click();
      await dialog.waitFor({ state: 'detached' });
      await card.waitFor({ state: 'detached' });

      expect(await machineNames(page)).toEqual(['Kniebeugen']);
      const sets = await serverSets(context);
      expect(sets).toHaveLength(3);
      expect(sets.every((set) => set.machine_id === ids.Kniebeugen)).toBe(true);
      expect((await page.request.get(`${baseUrl()}/api/machines/${ids.Kniebuege}`)).status()).toBe(404);
      await screenshotViewport(page, `twins-rename-merged-${size.width}`);
      await context.close();
    });
  }
});
