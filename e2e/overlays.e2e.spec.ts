import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './support/axe.js';
import { actOnHeldClock, baseUrl, devSignIn, launchBrowser, navTop, openPhone, phoneContext, screenshotViewport as shot, tapHits } from './support/browser.js';

/**
 * Overlays never cover what the lifter taps (issue #31, items 1, 2 and 11), at 390×844: the rest
 * timer and toasts sit in a dock above the navigation whose room the page reserves; a toast leaves
 * after a few seconds; a deleted account says so and leaves no rest timer behind; a first visit
 * without a connection says so; a slow first load shows a sign of life.
 */

async function logSetOnAddWorkout(page: Page, exercise: string) {
  await page.goto(`${baseUrl()}/AddWorkout`);
  await page.getByRole('combobox', { name: 'Übung' }).fill(exercise);
  await page.getByLabel('Gewicht (kg)').fill('60');
  await page.getByLabel('Wiederholungen').fill('8');
  await page.getByRole('button', { name: 'Training speichern' }).click();
  await page.getByText('Satz 1: 60 kg × 8').waitFor();
}

describe('overlays above the navigation', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ browser, context, page } = await openPhone());
    // The page's clock runs as the wall's until a test holds it (the toast's 2 s).
    await page.clock.install();
    await devSignIn(page, `overlays-${Date.now()}@example.com`, 'Olga Overlay');
  });
  afterAll(() => browser.close());

  it('keeps the chat field and its send button free while the rest timer runs (item 1)', async () => {
    await logSetOnAddWorkout(page, 'Rudern');
    const timer = page.getByRole('region', { name: 'Satzpause' });
    await timer.waitFor();
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Coach' }).click();
    await page.waitForURL('**/Chat');
    const field = page.getByRole('textbox', { name: 'Nachricht an den Coach' });
    await field.waitFor();
    await timer.waitFor();
    await shot(page, 'overlays-chat-rest-timer');

    expect(await tapHits(page, field)).toBe(true);
    await field.fill('Wie lange Pause?');
    expect(await tapHits(page, page.getByRole('button', { name: 'Senden' }))).toBe(true);
    expect(await tapHits(page, timer.getByRole('button', { name: 'Pause beenden' }))).toBe(true);
    // The timer sits above the navigation, not over it.
    const timerBox = (await timer.boundingBox())!;
    expect(timerBox.y + timerBox.height).toBeLessThanOrEqual(await navTop(page));
    expect(await seriousViolations(page)).toEqual([]);
    await timer.getByRole('button', { name: 'Pause beenden' }).click();
    await timer.waitFor({ state: 'detached' });
  });

  it('keeps the training sheet’s fields and checks free while the rest runs after a set (item 2)', async () => {
    const plan = await context.request.post(`${baseUrl()}/api/training-plans`, {
      data: {
        plan_name: 'Dockplan',
        training_days: [{ day_name: 'Oberkörper', exercises: [{ exercise_name: 'Schulterdrücken', sets: 3, reps: '8' }] }],
      },
    });
    expect(plan.status()).toBe(201);
    await page.goto(`${baseUrl()}/GuidedTraining`);
    await page.getByRole('radio', { name: /Tag 1: Oberkörper/ }).click();
    await page.getByRole('button', { name: 'Training starten' }).click();
    await page.getByRole('textbox', { name: 'Gewicht Satz 1 Schulterdrücken', exact: true }).fill('40');
    await page.getByRole('textbox', { name: 'Wiederholungen Satz 1 Schulterdrücken', exact: true }).fill('8');
    const check = page.getByRole('button', { name: 'Satz 1 Schulterdrücken abhaken', exact: true });
    await check.click();
    const timer = page.getByRole('region', { name: 'Satzpause' });
    await timer.waitFor();
    expect(await check.getAttribute('aria-pressed')).toBe('true');
    await shot(page, 'overlays-guided-after-set');

    const timerBox = (await timer.boundingBox())!;
    expect(timerBox.y + timerBox.height).toBeLessThanOrEqual(await navTop(page));
    for (const target of [
      page.getByRole('textbox', { name: 'Gewicht Satz 3 Schulterdrücken', exact: true }),
      page.getByRole('button', { name: 'Satz 3 Schulterdrücken abhaken', exact: true }),
      page.getByRole('button', { name: 'Training beenden' }),
    ]) {
      await target.scrollIntoViewIfNeeded();
      expect(await tapHits(page, target)).toBe(true);
    }
    expect(await tapHits(page, timer.getByRole('button', { name: 'Pause beenden' }))).toBe(true);
  });

  it('closes a toast at once with its close button', async () => {
    await page.goto(`${baseUrl()}/Dashboard`);
    const repeat = page.getByRole('button', { name: 'Letzten Satz wiederholen: 40 × 8' });
    await repeat.waitFor();
    const toast = page.getByRole('status').filter({ hasText: 'gespeichert' });
    await actOnHeldClock(page, () => repeat.click(), toast);
    const close = toast.getByRole('button', { name: 'Hinweis schließen' });
    expect(await tapHits(page, close)).toBe(true);
    await close.click();
    // Gone within half a second of the page's time, well before its own 2 s.
    await page.clock.runFor(500);
    await toast.waitFor({ state: 'detached' });
    await page.clock.resume();
  });

  it('keeps the chat header below the "Training läuft" banner while a training runs', async () => {
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Coach' }).click();
    await page.waitForURL('**/Chat');
    const banner = page.getByRole('link', { name: /Training läuft/ });
    await banner.waitFor();
    await shot(page, 'overlays-chat-training-banner');
    expect(await tapHits(page, page.getByRole('button', { name: 'Chatverlauf' }))).toBe(true);
    expect(await tapHits(page, page.getByRole('button', { name: 'Neuer Chat' }))).toBe(true);
    expect(await tapHits(page, banner)).toBe(true);
    expect(await tapHits(page, page.getByRole('textbox', { name: 'Nachricht an den Coach' }))).toBe(true);
  });
});

describe('leaving and arriving (item 11)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('says the account was deleted, and the next lifter on the phone sees neither the rest timer nor the training of the old account', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await devSignIn(page, `leaving-${Date.now()}@example.com`, 'Lea Geht');
    await logSetOnAddWorkout(page, 'Kniebeuge');
    await page.getByRole('region', { name: 'Satzpause' }).waitFor();
    // A guided training left running, too.
    const plan = await context.request.post(`${baseUrl()}/api/training-plans`, {
      data: { plan_name: 'Alter Plan', training_days: [{ day_name: 'Beine', exercises: [{ exercise_name: 'Kniebeuge', sets: 3, reps: '5' }] }] },
    });
    expect(plan.status()).toBe(201);
    await page.goto(`${baseUrl()}/GuidedTraining`);
    await page.getByRole('radio', { name: /Tag 1: Beine/ }).click();
    await page.getByRole('button', { name: 'Training starten' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tag 1: Beine' }).waitFor();

    await page.goto(`${baseUrl()}/Profile`);
    await page.getByRole('button', { name: 'Account löschen' }).click();
    await page.getByRole('dialog', { name: 'Account löschen?' }).getByRole('button', { name: 'Löschen' }).click();
    await page.getByRole('dialog', { name: 'Bist du dir ganz sicher?' }).getByRole('button', { name: 'Endgültig löschen' }).click();
    await page.getByRole('status').filter({ hasText: 'Dein Konto wurde gelöscht.' }).waitFor();
    await shot(page, 'overlays-login-after-deletion');
    expect(await seriousViolations(page)).toEqual([]);

    await devSignIn(page, `arriving-${Date.now()}@example.com`, 'Nico Neu');
    await page.getByRole('heading', { level: 1, name: /Nico Neu/ }).waitFor();
    // Long enough for the shell's lazy status (and a timer it would show) to be there.
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor();
    await page.waitForTimeout(1_500);
    expect(await page.getByRole('region', { name: 'Satzpause' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /Training läuft/ }).count()).toBe(0);
    await page.goto(`${baseUrl()}/GuidedTraining`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Tag 1: Beine' }).count()).toBe(0);
    // A reload does not bring the note back.
    await context.clearCookies();
    await page.goto(baseUrl());
    await page.getByRole('button', { name: 'Anmelden (Entwicklung)' }).waitFor();
    expect(await page.getByText('Dein Konto wurde gelöscht.').count()).toBe(0);
    await context.close();
  });

  it('shows an offline screen, not a login that cannot work, on a first visit without a connection, and goes on once it is back', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-DE', serviceWorkers: 'block' });
    const page = await context.newPage();
    // The page and its scripts arrived; then the connection went (before any service worker could keep the app).
    await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.goto(baseUrl());
    await page.getByRole('heading', { level: 1, name: 'Keine Verbindung' }).waitFor();
    await shot(page, 'overlays-offline-first-visit');
    expect(await page.getByText('Failed to fetch').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Anmelden (Entwicklung)' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await context.unroute('**/api/**');
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await page.getByRole('button', { name: 'Anmelden (Entwicklung)' }).waitFor();
    await context.close();
  });

  it('shows a sign of life while the first load crawls', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-DE', serviceWorkers: 'block' });
    const page = await context.newPage();
    // A crawling network: the scripts arrive only once the page has been seen without them (no timing to race on a loaded machine).
    let scriptsArrive!: () => void;
    const held = new Promise<void>((resolve) => (scriptsArrive = resolve));
    await context.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(baseUrl(), { waitUntil: 'commit' });
    const loading = page.getByRole('status', { name: 'Hantelwerk wird geladen…' });
    await loading.waitFor({ state: 'visible' });
    await shot(page, 'overlays-slow-first-load');
    expect((await loading.boundingBox())!.height).toBeGreaterThan(0);
    scriptsArrive();
    // The app replaces it once it is there.
    await page.getByRole('button', { name: 'Anmelden (Entwicklung)' }).waitFor({ timeout: 60_000 });
    expect(await loading.count()).toBe(0);
    await context.close();
  });
});
