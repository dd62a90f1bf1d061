import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { seriousViolations } from './support/axe.js';
import { baseUrl, devSignIn, openPhone, policyViolations, screenshotViewport as shot, serverSets as serverSetsOf } from './support/browser.js';

/** Logging between sets, at 390×844: repeat in two taps, sets in a row, offline, Back, the rest timer, and axe. */
describe('logging on the gym floor', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ browser, context, page } = await openPhone({ serviceWorkers: 'allow' }));
    await devSignIn(page, `floor-${Date.now()}@example.com`, 'Mia Muskel');
  });
  afterAll(() => browser.close());

  const card = (name: string): Locator => page.getByRole('article', { name });
  const serverSets = () => serverSetsOf(context);

  it('logs three sets in a row on /AddWorkout, staying on the exercise with its values', async () => {
    await page.goto(`${baseUrl()}/AddWorkout`);
    await page.getByRole('combobox', { name: 'Übung' }).fill('Kreuzheben');
    await page.getByLabel('Gewicht (kg)').fill('100');
    await page.getByLabel('Wiederholungen').fill('5');
    await page.getByRole('button', { name: 'Training speichern' }).click();
    await page.getByText('Satz 1: 100 kg × 5').waitFor();

    await page.getByRole('button', { name: 'Noch ein Satz' }).click();
    expect(await page.getByLabel('Gewicht (kg)').inputValue()).toBe('100');
    expect(await page.getByRole('combobox', { name: 'Übung' }).inputValue()).toBe('Kreuzheben');
    await page.getByRole('button', { name: 'Training speichern' }).click();
    await page.getByText('Satz 2: 100 kg × 5').waitFor();

    await page.getByRole('button', { name: 'Noch ein Satz' }).click();
    await page.getByRole('button', { name: '2,5 kg mehr' }).click();
    await page.getByRole('button', { name: 'Eine Wiederholung weniger' }).click();
    await page.getByRole('button', { name: 'Training speichern' }).click();
    await page.getByText('Satz 3: 102,5 kg × 4').waitFor();
    await shot(page, 'gym-floor-three-sets');

    await page.getByRole('button', { name: 'Fertig' }).click();
    await page.getByRole('dialog', { name: 'Großartig!' }).waitFor();
    await page.waitForURL('**/Dashboard', { timeout: 60_000 });
    const sets = await serverSets();
    expect(sets.map((set) => `${set.max_weight}×${set.reps}`).sort()).toEqual(['100×5', '100×5', '102.5×4']);
  });

  it('shows the rest timer after a set, on every screen, adjustable and stoppable', async () => {
    const timer = page.getByRole('region', { name: 'Satzpause' });
    await timer.waitFor();
    expect(await timer.getByRole('timer').textContent()).toMatch(/^Pause: noch 1:[0-3]\d$/);
    await timer.getByRole('button', { name: 'Pause 15 Sekunden länger' }).click();
    expect(await timer.getByRole('timer').textContent()).toMatch(/^Pause: noch 1:[4-5]\d$/);
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Coach' }).click();
    await page.waitForURL('**/Chat');
    await timer.waitFor();
    await shot(page, 'gym-floor-rest-timer-chat');
    await timer.getByRole('button', { name: 'Pause beenden' }).click();
    await timer.waitFor({ state: 'detached' });
  });

  it('repeats the last set from the dashboard in two taps: one logs it, one undoes or opens it prefilled', async () => {
    await page.goto(`${baseUrl()}/Dashboard`);
    const lift = card('Kreuzheben');
    await lift.getByText('102,5 kg × 4').first().waitFor();
    const before = (await serverSets()).length;

    // Tap one: the same set again, with an undo in the toast.
    await lift.getByRole('button', { name: 'Letzten Satz wiederholen: 102,5 × 4' }).click();
    await page.getByRole('status').filter({ hasText: '102,5 kg × 4 gespeichert' }).waitFor();
    await shot(page, 'gym-floor-repeat-toast');
    expect((await serverSets()).length).toBe(before + 1);

    // Tap two: the dialog opens with the last values as real values and steppers.
    await lift.getByRole('button', { name: 'Training eintragen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Training eintragen: Kreuzheben' });
    expect(await dialog.getByLabel('Gewicht (kg)').inputValue()).toBe('102,5');
    expect(await dialog.getByLabel('Wiederholungen').inputValue()).toBe('4');
    await shot(page, 'gym-floor-add-dialog-prefilled');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await serverSets()).length).toBe(before + 2);
    await shot(page, 'gym-floor-dashboard-after-sets');
  });

  it('closes a dialog with Back and stays on the page', async () => {
    await card('Kreuzheben').getByRole('button', { name: 'Training eintragen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Training eintragen: Kreuzheben' });
    await dialog.waitFor();
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/Dashboard');
    await card('Kreuzheben').waitFor();

    // A question over a sheet: Back closes the question only, then the sheet.
    await card('Kreuzheben').getByRole('button', { name: 'Details zu Kreuzheben' }).click();
    await card('Kreuzheben').getByRole('button', { name: 'Übung bearbeiten' }).click();
    const sheet = page.getByRole('dialog', { name: 'Übung bearbeiten' });
    await sheet.getByRole('button', { name: 'Übung und alle Einträge löschen' }).click();
    const question = page.getByRole('dialog', { name: /wirklich löschen/ });
    await question.waitFor();
    await page.goBack();
    await question.waitFor({ state: 'detached' });
    expect(await sheet.isVisible()).toBe(true);
    await page.goBack();
    await sheet.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/Dashboard');
  });

  it('logs two sets offline, keeps them over a reload without network, and sends exactly those two when back online', async () => {
    await page.goto(`${baseUrl()}/Dashboard`);
    // The service worker takes the page over once installed; a reload then passes the reads through it.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
    await page.reload();
    await card('Kreuzheben').waitFor();
    const before = (await serverSets()).length;

    await context.setOffline(true);
    await page.getByText('Offline – neue Sätze werden gespeichert und später gesendet.').waitFor();
    const lift = card('Kreuzheben');
    await lift.getByRole('button', { name: /Letzten Satz wiederholen/ }).click();
    await lift.getByText('wartet auf Verbindung').waitFor();
    await lift.getByRole('button', { name: 'Training eintragen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Training eintragen: Kreuzheben' });
    await dialog.getByRole('button', { name: 'Eine Wiederholung mehr' }).click();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Offline – 2 Sätze warten auf Verbindung.').waitFor();
    await shot(page, 'gym-floor-offline-two-waiting');

    await page.reload();
    await card('Kreuzheben').waitFor();
    await page.getByText('Offline – 2 Sätze warten auf Verbindung.').waitFor();
    await shot(page, 'gym-floor-offline-after-reload');

    await context.setOffline(false);
    await page.waitForFunction(
      () => !document.body.textContent?.includes('warten auf Verbindung') && !document.body.textContent?.includes('gesendet …'),
      undefined,
      {
        timeout: 60_000,
      },
    );
    const after = await serverSets();
    expect(after.length).toBe(before + 2);
    expect(policyViolations(context)).toEqual([]);
  });

  it('edits one set and deletes another offline: both wait in the outbox over an offline reload and reach the server once online', async () => {
    await page.goto(`${baseUrl()}/Dashboard`);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
    const lift = card('Kreuzheben');
    const openEntries = async () => {
      await lift.getByRole('button', { name: 'Details zu Kreuzheben' }).click();
      await lift.getByRole('button', { name: 'Einträge anzeigen' }).click();
      return lift.getByRole('list', { name: 'Einträge für Kreuzheben' });
    };
    let entries = await openEntries();
    await entries.getByRole('listitem').first().waitFor();
    // The list's order: newest day first, then the newest logged.
    const newestFirst = (await serverSets()).sort((a, b) => b.date.localeCompare(a.date) || b.created_at.localeCompare(a.created_at));
    const [edited, deleted] = newestFirst;
    const before = newestFirst.length;

    await context.setOffline(true);
    await page.getByText('Offline – neue Sätze werden gespeichert und später gesendet.').waitFor();
    await entries
      .getByRole('listitem')
      .nth(0)
      .getByRole('button', { name: /^Eintrag vom .* bearbeiten$/ })
      .click();
    let dialog = page.getByRole('dialog', { name: 'Training bearbeiten' });
    await dialog.getByLabel('Wiederholungen').fill('12');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'detached' });
    await entries.getByRole('listitem').nth(0).getByText(`× 12`).waitFor();
    await entries.getByRole('listitem').nth(0).getByText('wartet auf Verbindung').waitFor();

    await entries
      .getByRole('listitem')
      .nth(1)
      .getByRole('button', { name: /^Eintrag vom .* bearbeiten$/ })
      .click();
    dialog = page.getByRole('dialog', { name: 'Training bearbeiten' });
    await dialog.getByRole('button', { name: 'Eintrag löschen' }).click();
    await page.getByRole('dialog', { name: 'Dieses Training wirklich löschen?' }).getByRole('button', { name: 'Löschen' }).click();
    await dialog.waitFor({ state: 'detached' });
    await entries.getByRole('listitem').nth(1).getByText('wird gelöscht, sobald du online bist').waitFor();
    await page.getByText('Offline – 2 Änderungen warten auf Verbindung.').waitFor();
    await entries.scrollIntoViewIfNeeded();
    await shot(page, 'gym-floor-offline-edit-delete');

    // An exercise is not changed offline (its deletion takes every set): the dialog says so instead of waiting.
    await lift.getByRole('button', { name: 'Übung bearbeiten' }).click();
    const sheet = page.getByRole('dialog', { name: 'Übung bearbeiten' });
    await sheet.getByText('Offline – Übungen kannst du ändern oder löschen, sobald du wieder online bist.').waitFor();
    expect(await sheet.getByRole('button', { name: 'Speichern' }).isDisabled()).toBe(true);
    expect(await sheet.getByRole('button', { name: 'Übung und alle Einträge löschen' }).isDisabled()).toBe(true);
    await shot(page, 'gym-floor-offline-exercise');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });

    // Without network the app opens again and still shows both as waiting; nothing has reached the server.
    await page.reload();
    entries = await openEntries();
    await entries.getByRole('listitem').nth(0).getByText('wartet auf Verbindung').waitFor();
    await entries.getByRole('listitem').nth(1).getByText('wird gelöscht, sobald du online bist').waitFor();
    await page.getByText('Offline – 2 Änderungen warten auf Verbindung.').waitFor();
    expect((await serverSets()).find((set) => set.id === edited!.id)?.reps).toBe(edited!.reps);

    await context.setOffline(false);
    await page.waitForFunction(() => !document.body.textContent?.includes('Änderungen') && !document.body.textContent?.includes('gesendet …'), undefined, {
      timeout: 60_000,
    });
    const after = await serverSets();
    expect(after.length).toBe(before - 1);
    expect(after.find((set) => set.id === deleted!.id)).toBeUndefined();
    expect(after.find((set) => set.id === edited!.id)).toMatchObject({ max_weight: edited!.max_weight, reps: 12 });
    await entries.getByRole('listitem').first().waitFor();
    expect(await entries.getByText('wartet auf Verbindung').count()).toBe(0);
  });

  it('passes axe-core with no serious or critical violation on the dashboard, the add screen with suggestions, the dialogs and the chat', async () => {
    const problems: Record<string, unknown> = {};
    const check = async (name: string) => {
      const found = await seriousViolations(page);
      if (found.length > 0) problems[name] = found;
    };

    await page.goto(`${baseUrl()}/Dashboard`);
    await card('Kreuzheben').waitFor();
    await card('Kreuzheben').getByRole('button', { name: 'Details zu Kreuzheben' }).click();
    await card('Kreuzheben').locator('.progress-chart svg').waitFor();
    await check('dashboard');

    await card('Kreuzheben').getByRole('button', { name: 'Training eintragen' }).click();
    await page.getByRole('dialog', { name: 'Training eintragen: Kreuzheben' }).waitFor();
    await check('add dialog');
    await page.keyboard.press('Escape');

    await card('Kreuzheben').getByRole('button', { name: 'Übung bearbeiten' }).click();
    await page.getByRole('dialog', { name: 'Übung bearbeiten' }).waitFor();
    await check('edit exercise dialog');
    await page.keyboard.press('Escape');

    await page.goto(`${baseUrl()}/AddWorkout`);
    await page.getByRole('combobox', { name: 'Übung' }).click();
    await page.getByRole('option').first().waitFor();
    await check('add screen with suggestions');

    await page.goto(`${baseUrl()}/Chat`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await check('chat');

    expect(problems).toEqual({});

    // The check itself can fail: grey on grey is found.
    await page.evaluate(() => {
      const probe = document.createElement('p');
      probe.textContent = 'Kaum lesbar';
      probe.style.cssText = 'color:#444;background:#333';
      document.body.append(probe);
    });
    expect((await seriousViolations(page)).map((violation) => violation.id)).toContain('color-contrast');
  });
});
