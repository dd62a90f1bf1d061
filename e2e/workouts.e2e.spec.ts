import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { actOnHeldClock, baseUrl, devSignIn, openPhone, policyViolations, screenshot } from './support/browser.js';
import { contextOf } from './support/phones.js';

/** Dialogs and overlays are fixed to the screen: a full-page picture would tear them apart. */
async function screenshotViewport(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: fileURLToPath(new URL(`./screenshots/${name}.png`, import.meta.url)), animations: 'disabled' });
}

/** yyyy-MM-dd of today (+ offset days) in Berlin, the browser's and the server's time zone. */
function berlinDate(offsetDays = 0): string {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(date);
}

const germanShort = (iso: string) => iso.split('-').reverse().join('.');

describe('workout logging in a real browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const today = berlinDate();
  const yesterday = berlinDate(-1);

  beforeAll(async () => {
    ({ browser, context, page } = await openPhone());
    // The page's clock runs as the wall's until a test holds it (the success dialog's 2 s).
    await page.clock.install();
    await devSignIn(page, `lifter-${Date.now()}@example.com`, 'Lena Kraft');
  });
  afterAll(() => browser.close());

  const card = (name: string): Locator => page.getByRole('article', { name });
  const entries = (name: string): Locator => card(name).getByRole('list', { name: `Einträge für ${name}` });
  /** Cards are compact: records, chart, entries and settings open with "Details". */
  const details = async (name: string): Promise<Locator> => {
    const toggle = card(name).getByRole('button', { name: `Details zu ${name}` });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    return card(name);
  };

  it('starts with an empty dashboard', async () => {
    await page.getByRole('heading', { name: 'Keine Übungen gefunden' }).waitFor();
    expect(await page.getByRole('button', { name: '30D' }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'workouts-dashboard-empty');
  });

  it('logs a first set of a new exercise from the add screen', async () => {
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Training hinzufügen' }).click();
    await page.waitForURL('**/AddWorkout');
    const exercise = page.getByRole('combobox', { name: 'Übung' });
    await exercise.fill('Bankdrücken');
    await page.getByText('Neue Übung: „Bankdrücken“ wird beim Speichern angelegt.').waitFor();
    await page.getByLabel('Gewicht (kg)').fill('60');
    await page.getByLabel('Wiederholungen').fill('10');
    expect(await page.getByLabel('Datum').inputValue()).toBe(today);
    await screenshot(page, 'workouts-add-screen');

    await page.getByRole('button', { name: 'Training speichern' }).click();
    // The lifter stays on the exercise for the next set; "Fertig" brings the spec's dialog.
    await page.getByText('Satz 1: 60 kg × 10').waitFor();
    await screenshot(page, 'workouts-add-saved');
    const success = page.getByRole('dialog', { name: 'Großartig!' });
    await actOnHeldClock(page, () => page.getByRole('button', { name: 'Fertig' }).click(), success.getByText('Training erfolgreich getrackt'));
    await screenshotViewport(page, 'workouts-add-success');

    // The dialog moves on to the dashboard by itself after 2 s.
    await page.clock.runFor(1_900);
    expect(new URL(page.url()).pathname).toBe('/AddWorkout');
    await page.clock.runFor(200);
    await page.waitForURL('**/Dashboard');
    await page.clock.resume();
    const bench = card('Bankdrücken');
    await bench.getByText('60 kg × 10', { exact: true }).first().waitFor();
    await details('Bankdrücken');
    await bench.getByRole('img', { name: /Verlauf von Bankdrücken: 1 Punkte/ }).waitFor();
    await bench.locator('.progress-chart svg').waitFor();
    // Total volume: 60 kg × 10.
    await page.getByRole('definition').filter({ hasText: '600 kg' }).first().waitFor();
    await screenshot(page, 'workouts-dashboard-first-set');
  });

  it('suggests the known exercise on the add screen', async () => {
    await page.goto(`${baseUrl()}/AddWorkout`);
    const exercise = page.getByRole('combobox', { name: 'Übung' });
    await exercise.click();
    await exercise.fill('bank');
    // The own exercise first; catalogue movements such as "Kurzhantel Bankdrücken" follow it.
    await page.getByRole('option', { name: /^Bankdrücken/ }).waitFor();
    await page.getByRole('option', { name: /^Bankdrücken/ }).click();
    expect(await exercise.inputValue()).toBe('Bankdrücken');
    await page.getByText('Letztes Mal: 60kg × 10 Wdh').waitFor();
    await screenshot(page, 'workouts-add-suggestion');
    await page.goto(`${baseUrl()}/Dashboard`);
  });

  it('adds a set through the card dialog and celebrates', async () => {
    await card('Bankdrücken').getByRole('button', { name: 'Training eintragen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Training eintragen: Bankdrücken' });
    // The last set is filled in as real values.
    expect(await dialog.getByLabel('Gewicht (kg)').inputValue()).toBe('60');
    expect(await dialog.getByLabel('Wiederholungen').inputValue()).toBe('10');
    await dialog.getByLabel('Gewicht (kg)').fill('55');
    await dialog.getByLabel('Wiederholungen').fill('8');
    await dialog.getByLabel('Datum').fill(yesterday);
    await dialog.getByLabel('Notizen (optional)').fill('Aufwärmsatz, Griff etwas enger.\nSchulter fühlt sich gut an.');
    await screenshotViewport(page, 'workouts-card-add-dialog');

    // The overlay stays 500 ms: seen and pictured on the held clock.
    await actOnHeldClock(
      page,
      () => dialog.getByRole('button', { name: 'Speichern' }).click(),
      page.getByRole('status').filter({ hasText: 'Training erfolgreich getrackt' }),
    );
    await screenshotViewport(page, 'workouts-celebration');
    await page.clock.resume();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Training erfolgreich getrackt').waitFor({ state: 'detached', timeout: 60_000 });

    // Two training days now: 55×8 = 440 yesterday, 60×10 = 600 today; on 30D a point stands for
    // three days (at most 12 points a card), and the last three days' best is today's.
    const bench = await details('Bankdrücken');
    await bench.getByRole('img', { name: /1 Punkte, je das beste Training ihres Zeitabschnitts, zuletzt 60 kg × 10/ }).waitFor();
    // Estimated 1RM 55×8 = 69.7 yesterday, 60×10 = 80 today: +14.8 %.
    await bench.getByText('Veränderung im Zeitraum: +15 %').waitFor();
    await screenshot(page, 'workouts-dashboard-two-sets');
  });

  it('edits and deletes an entry', async () => {
    const bench = await details('Bankdrücken');
    await bench.getByRole('button', { name: 'Einträge anzeigen' }).click();
    await entries('Bankdrücken').getByRole('listitem').nth(1).waitFor();
    const rows = entries('Bankdrücken').getByRole('listitem');
    expect(await rows.count()).toBe(2);
    expect(await rows.first().textContent()).toContain('60 kg × 10');
    await screenshot(page, 'workouts-entries');

    await bench.getByRole('button', { name: `Eintrag vom ${germanShort(yesterday)} bearbeiten` }).click();
    const edit = page.getByRole('dialog', { name: 'Training bearbeiten' });
    expect(await edit.getByLabel('Gewicht (kg)').inputValue()).toBe('55');
    await edit.getByLabel('Wiederholungen').fill('12');
    await screenshotViewport(page, 'workouts-edit-dialog');
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await edit.waitFor({ state: 'detached' });
    await entries('Bankdrücken').getByText('55 kg × 12').waitFor();

    await bench.getByRole('button', { name: `Eintrag vom ${germanShort(yesterday)} bearbeiten` }).click();
    await edit.getByRole('button', { name: 'Eintrag löschen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Dieses Training wirklich löschen?' });
    await confirm.waitFor();
    await screenshotViewport(page, 'workouts-delete-confirm');
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await edit.waitFor({ state: 'detached' });
    await entries('Bankdrücken').getByText('55 kg × 12').waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(1);
  });

  it('loads a long list of entries a page at a time with "Mehr laden"', async () => {
    const bench = card('Bankdrücken');
    const machineId = (await (await context.request.get(`${baseUrl()}/api/machines`)).json()).find(
      (machine: { name: string }) => machine.name === 'Bankdrücken',
    ).id;
    for (let index = 0; index < 24; index++) {
      const logged = await context.request.post(`${baseUrl()}/api/workouts`, {
        data: { machine_id: machineId, max_weight: 40 + index, reps: 5, date: berlinDate(-30 - index) },
      });
      expect(logged.status()).toBe(201);
    }
    await page.reload();
    // The entries list starts at the period's first day: these sets are older than 30 days.
    await page.getByRole('group', { name: 'Zeitraum', exact: true }).getByRole('button', { name: 'All' }).click();
    await page.waitForURL(/period=all/);
    await details('Bankdrücken');
    await bench.getByRole('button', { name: 'Einträge anzeigen' }).click();
    const rows = entries('Bankdrücken').getByRole('listitem');
    await rows.nth(19).waitFor();
    expect(await rows.count()).toBe(20);
    await bench.getByRole('button', { name: 'Mehr laden' }).click();
    await rows.nth(24).waitFor();
    expect(await rows.count()).toBe(25);
    expect(await bench.getByRole('button', { name: 'Mehr laden' }).count()).toBe(0);
    await screenshot(page, 'workouts-entries-more');
    await page.getByRole('group', { name: 'Zeitraum', exact: true }).getByRole('button', { name: '30D' }).click();
    await page.waitForURL((url) => !url.search.includes('period='));
  });

  it('gives the exercise categories in its settings', async () => {
    await (await details('Bankdrücken')).getByRole('button', { name: 'Übung bearbeiten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Übung bearbeiten' });
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Bankdrücken');
    // The AI may already have categorised the new exercise (spec §4); make sure of Brust and add Arme.
    const chest = dialog.getByRole('button', { name: 'Brust' });
    if ((await chest.getAttribute('aria-pressed')) !== 'true') await chest.click();
    const arms = dialog.getByRole('button', { name: 'Arme' });
    if ((await arms.getAttribute('aria-pressed')) !== 'true') await arms.click();
    expect(await chest.getAttribute('aria-pressed')).toBe('true');
    expect(await arms.getAttribute('aria-pressed')).toBe('true');
    await screenshotViewport(page, 'workouts-machine-dialog');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card('Bankdrücken')
      .getByText(/^Brust · Arme$/)
      .waitFor();
  });

  it('changes period and category, and shows the empty state of a category', async () => {
    const chips = page.getByRole('group', { name: 'Kategorie', exact: true });
    await chips.getByRole('button', { name: 'Beine' }).click();
    await page.getByRole('heading', { name: 'Keine Übungen in Beine' }).waitFor();
    await page.waitForURL('**/Dashboard?category=Beine');
    await screenshot(page, 'workouts-category-empty');

    await chips.getByRole('button', { name: 'Brust' }).click();
    await card('Bankdrücken').waitFor();

    const periods = page.getByRole('group', { name: 'Zeitraum', exact: true });
    await periods.getByRole('button', { name: '7D' }).click();
    expect(await periods.getByRole('button', { name: '7D' }).getAttribute('aria-pressed')).toBe('true');
    await details('Bankdrücken');
    await card('Bankdrücken')
      .getByRole('img', { name: /1 Trainingstage/ })
      .waitFor();
    await periods.getByRole('button', { name: 'All' }).click();
    await page.waitForURL(/period=all/);
    // All time has a point per month: the tooltip says it is the month's best training.
    const chart = card('Bankdrücken').getByRole('img', { name: /je das beste Training ihres Zeitabschnitts/ });
    await chart.waitFor();
    const box = (await chart.boundingBox())!;
    await chart.locator('svg').hover({ position: { x: box.width - 14, y: box.height / 2 } });
    await page.getByText('Bestes Training des Monats').waitFor({ timeout: 60_000 });
    await screenshot(page, 'workouts-period-all');
  });

  it('offers the CSV export of all entries', async () => {
    const href = await page.getByRole('link', { name: 'CSV-Export' }).getAttribute('href');
    expect(href).toBe('/api/workouts/export.csv');
    const response = await page.request.get(`${baseUrl()}${href}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('Bankdrücken');
  });

  it('does not look broken on a desktop screen', async () => {
    const desktop = await contextOf(browser, { width: 1366, height: 900 }, { storageState: await context.storageState() });
    const wide = await desktop.newPage();
    await wide.goto(`${baseUrl()}/Dashboard`);
    await wide.getByRole('article', { name: 'Bankdrücken' }).waitFor();
    await screenshot(wide, 'workouts-dashboard-desktop');
    await wide.getByRole('article', { name: 'Bankdrücken' }).getByRole('button', { name: 'Training eintragen' }).click();
    await wide.getByRole('dialog', { name: 'Training eintragen: Bankdrücken' }).waitFor();
    await screenshotViewport(wide, 'workouts-add-dialog-desktop');
    await desktop.close();
  });

  it('broke no rule of the Content-Security-Policy on the way', () => {
    expect(policyViolations(context)).toEqual([]);
  });
});
