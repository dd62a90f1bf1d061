import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { seriousViolations } from './support/axe.js';
import {
  baseUrl,
  daysAgo,
  desktopContext,
  devSignIn,
  launchBrowser,
  phoneContext,
  policyViolations,
  screenshotViewport as shot,
  serverSets,
  tapHits,
  navTop,
} from './support/browser.js';
import { contextOf, SMALL_PHONE } from './support/phones.js';

/** Whether a tap in the middle of `target`, scrolled to, lands on it (nothing fixed, the rest timer or the navigation, lies over it). */
async function tapHitsScrolled(page: Page, target: Locator): Promise<boolean> {
  await target.scrollIntoViewIfNeeded();
  return tapHits(page, target);
}

const widerThanScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

const lifter = { email: `sheet-${Date.now()}@example.com`, name: 'Sina Satz' };

/**
 * The training sheet as a lifter uses it (issue #42): a plan day with every exercise and its set
 * rows prefilled from the previous training, a warm-up and three working sets ticked off, the
 * rest timer between them (never over a field or button), one set without reception, an exercise
 * added and moved, a set edited before finishing; the summary names the records, and the
 * dashboard and the history show the training. At 390×844, then 320×640 and 1440×900.
 */
describe('the training sheet', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await phoneContext(browser);
    page = await context.newPage();
    await devSignIn(page, lifter.email, lifter.name);
    const post = async (path: string, data: object) => {
      const response = await context.request.post(`${baseUrl()}${path}`, { data });
      if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
      return response.json() as Promise<{ id: string }>;
    };
    // The previous training of Kniebeugen, three days ago: a warm-up and three working sets.
    const squat = await post('/api/machines', { name: 'Kniebeugen', categories: ['Beine'] });
    for (const [max_weight, reps, set_type] of [
      [40, 10, 'warmup'],
      [60, 8, 'normal'],
      [62.5, 8, 'normal'],
      [62.5, 7, 'normal'],
    ] as const) {
      await post('/api/workouts', { machine_id: squat.id, max_weight, reps, date: daysAgo(3), set_type });
    }
    await post('/api/training-plans', {
      plan_name: 'Grundplan',
      training_days: [
        {
          day_name: 'Ganzkörper',
          exercises: [
            { exercise_name: 'Kniebeugen', sets: 3, reps: '8' },
            { exercise_name: 'Bankdrücken', sets: 3, reps: '8' },
          ],
        },
      ],
    });
  });
  afterAll(() => browser.close());

  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  const check = (set: string) => page.getByRole('button', { name: `${set} abhaken`, exact: true });
  async function tick(set: string) {
    await check(set).click();
    await page.waitForFunction((name) => document.querySelector(`button[aria-label="${name}"]`)?.getAttribute('aria-pressed') === 'true', `${set} abhaken`);
  }

  it('starts the plan day from the dashboard with every exercise, each set beside the previous training’s', async () => {
    await page
      .getByRole('link', { name: /Training starten/ })
      .first()
      .click();
    await page.waitForURL('**/GuidedTraining');
    await page.getByText('Wähle deinen heutigen Trainingstag').waitFor();
    await page.getByRole('button', { name: 'Leeres Training beginnen' }).waitFor();
    await page.getByRole('radio', { name: /Tag 1: Ganzkörper/ }).click();
    await page.getByRole('button', { name: 'Training starten' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tag 1: Ganzkörper' }).waitFor();
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Kniebeugen', 'Bankdrücken', 'Übung hinzufügen']);
    // Beside the plan's three squat sets the previous training's working sets, in their fields.
    await page.getByText('Vorher: 60 × 8').waitFor();
    await page.getByText('Vorher: 62,5 × 8').waitFor();
    await page.getByText('Vorher: 62,5 × 7').waitFor();
    expect(await field('Gewicht Satz 1 Kniebeugen').inputValue()).toBe('60');
    expect(await field('Wiederholungen Satz 2 Kniebeugen').inputValue()).toBe('8');
    expect(await widerThanScreen(page)).toBe(false);
    await shot(page, 'sheet-390-start');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('logs a warm-up and three working sets with the rest timer between them, one of them without reception', async () => {
    // One more set, and the first one a warm-up in one tap: it is filled from the previous warm-up.
    await page.getByRole('button', { name: 'Satz hinzufügen zu Kniebeugen' }).click();
    await page.getByRole('button', { name: 'Aufwärmsatz Satz 1 Kniebeugen' }).click();
    expect(await field('Gewicht Satz 1 Kniebeugen').inputValue()).toBe('40');
    expect(await field('Gewicht Satz 2 Kniebeugen').inputValue()).toBe('60');
    expect(await field('Gewicht Satz 4 Kniebeugen').inputValue()).toBe('62,5');
    expect(await field('Wiederholungen Satz 4 Kniebeugen').inputValue()).toBe('7');
    await tick('Satz 1 Kniebeugen');

    // The rest runs in the dock above the navigation: the next set's fields and check stay free.
    const timer = page.getByRole('region', { name: 'Satzpause' });
    await timer.waitFor();
    const timerBox = (await timer.boundingBox())!;
    expect(timerBox.y + timerBox.height).toBeLessThanOrEqual(await navTop(page));
    await shot(page, 'sheet-390-rest');
    expect(await tapHitsScrolled(page, field('Gewicht Satz 2 Kniebeugen'))).toBe(true);
    expect(await tapHitsScrolled(page, check('Satz 2 Kniebeugen'))).toBe(true);
    expect(await tapHitsScrolled(page, timer.getByRole('button', { name: 'Pause beenden' }))).toBe(true);
    await tick('Satz 2 Kniebeugen');

    // A heavier third set, typed with the decimal comma.
    await field('Gewicht Satz 3 Kniebeugen').fill('65');
    await field('Wiederholungen Satz 3 Kniebeugen').fill('8');
    await tick('Satz 3 Kniebeugen');

    await context.setOffline(true);
    await page.getByText('Offline – neue Sätze werden gespeichert und später gesendet.').waitFor();
    await field('Gewicht Satz 4 Kniebeugen').fill('62,5');
    await field('Wiederholungen Satz 4 Kniebeugen').fill('6');
    await tick('Satz 4 Kniebeugen');
    await page.getByText('Offline – 1 Satz wartet auf Verbindung.').waitFor();
    await shot(page, 'sheet-390-offline');
    await context.setOffline(false);
    await page.waitForFunction(() => !document.body.textContent?.includes('auf Verbindung') && !document.body.textContent?.includes('gesendet …'), undefined, {
      timeout: 60_000,
    });

    const today = (await serverSets(context)).filter((set) => set.date !== daysAgo(3));
    expect(today.map((set) => `${set.max_weight}×${set.reps}`).sort()).toEqual(['40×10', '60×8', '62.5×6', '65×8']);
  });

  it('adds an exercise, moves it, and edits a set before finishing', async () => {
    await field('Gewicht Satz 1 Bankdrücken').fill('50');
    await field('Wiederholungen Satz 1 Bankdrücken').fill('8');
    await tick('Satz 1 Bankdrücken');

    // Typed and entered, as on a phone's keyboard.
    await page.getByRole('combobox', { name: 'Übung' }).fill('Latzug');
    await page.getByRole('combobox', { name: 'Übung' }).press('Enter');
    await page.getByRole('heading', { level: 2, name: 'Latzug' }).waitFor();
    await field('Gewicht Satz 1 Latzug').fill('45');
    await field('Wiederholungen Satz 1 Latzug').fill('10');
    await tick('Satz 1 Latzug');
    await page.getByRole('button', { name: 'Latzug nach oben' }).click();
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Kniebeugen', 'Latzug', 'Bankdrücken', 'Übung hinzufügen']);

    // The second squat set was 9 reps, not 8: leaving its fields changes the set on the server.
    await field('Wiederholungen Satz 2 Kniebeugen').fill('9');
    await page.getByRole('heading', { level: 1 }).click();
    await page.waitForFunction(
      async (date) => {
        const sets = (await (await fetch('/api/workouts')).json()) as { max_weight: number; reps: number; date: string }[];
        return sets.some((set) => set.date !== date && set.max_weight === 60 && set.reps === 9);
      },
      daysAgo(3),
      { timeout: 60_000 },
    );
    expect(await check('Satz 2 Kniebeugen').getAttribute('aria-pressed')).toBe('true');
    await shot(page, 'sheet-390-added');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('finishes with the duration, volume, sets and the records of this training, then the dashboard and history show it', async () => {
    await page.getByRole('button', { name: 'Training beenden' }).click();
    await page.getByRole('dialog', { name: 'Training wirklich beenden?' }).waitFor();
    await page.getByRole('button', { name: 'Beenden', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Training abgeschlossen!' }).waitFor();
    // The training is over, and so is its rest.
    expect(await page.getByRole('region', { name: 'Satzpause' }).count()).toBe(0);
    const stats = page.locator('.summary__stats');
    expect(await stats.getByText(/^\d+ min$/).count()).toBe(1);
    // Working sets only: 60 × 9 + 65 × 8 + 62,5 × 6 + 45 × 10 + 50 × 8; the warm-up counts in no figure.
    expect(await stats.locator('dd').allTextContents()).toEqual([expect.stringMatching(/^\d+ min$/), '2.285 kg', '5']);
    await page.getByText('Dazu 1 Aufwärmsatz').waitFor();
    // Beyond the bests before (62,5 kg; e1RM and volume of 62,5 × 8): 65 × 8 in weight and e1RM, 60 × 9 in volume; a first training sets none.
    const records = page.getByRole('region', { name: 'Neue Rekorde' }).getByRole('listitem');
    expect((await records.allTextContents()).map((text) => text.trim())).toEqual([
      'Gewichtsrekord: Kniebeugen65 kg × 8',
      'e1RM-Rekord: Kniebeugen65 kg × 8',
      'Volumenrekord: Kniebeugen60 kg × 9',
    ]);
    await shot(page, 'sheet-390-summary');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Fertig' }).click();
    await page.getByRole('heading', { level: 1, name: /Willkommen zurück/ }).waitFor();
    expect(await page.getByRole('link', { name: /Training läuft/ }).count()).toBe(0);
    // The dashboard's "Zuletzt" is the training's last squat set, the one logged offline.
    const squatCard = page.getByRole('article', { name: 'Kniebeugen' });
    await squatCard.getByText('62,5 kg × 6').waitFor();
    await shot(page, 'sheet-390-dashboard');

    // The training is in the history with all six sets, and the plan day is done.
    const deadline = Date.now() + 30_000;
    let sessions: { title: string; set_count: number }[] = [];
    while (Date.now() < deadline) {
      sessions = await (await context.request.get(`${baseUrl()}/api/sessions`)).json();
      if (sessions.length > 0) break;
      await page.waitForTimeout(250);
    }
    expect(sessions.map((session) => [session.title, session.set_count])).toEqual([['Ganzkörper', 6]]);
    const me = (await (await context.request.get(`${baseUrl()}/api/auth/me`)).json()) as { last_completed_training_day_number: number | null };
    expect(me.last_completed_training_day_number).toBe(1);
    expect(policyViolations(context)).toEqual([]);
  });

  it('fits 320×640: an empty training from the day choice, its rest never over a field or the check', async () => {
    const narrow = await contextOf(browser, SMALL_PHONE);
    const small = await narrow.newPage();
    try {
      await devSignIn(small, lifter.email, lifter.name);
      await small.goto(`${baseUrl()}/GuidedTraining`);
      await small.getByRole('button', { name: 'Leeres Training beginnen' }).click();
      await small.getByRole('heading', { level: 1, name: 'Freies Training' }).waitFor();
      await small.getByRole('combobox', { name: 'Übung' }).fill('Kniebeugen');
      await small.getByRole('combobox', { name: 'Übung' }).press('Enter');
      await small.getByRole('heading', { level: 2, name: 'Kniebeugen' }).waitFor();
      // Filled from the training just finished: its first working set.
      await small.getByText('Vorher: 60 × 9').waitFor();
      await small.getByRole('button', { name: 'Satz hinzufügen zu Kniebeugen' }).click();
      await small.getByRole('button', { name: 'Satz 1 Kniebeugen abhaken', exact: true }).click();
      const timer = small.getByRole('region', { name: 'Satzpause' });
      await timer.waitFor();
      expect(await widerThanScreen(small)).toBe(false);
      for (const target of [
        small.getByRole('textbox', { name: 'Gewicht Satz 2 Kniebeugen', exact: true }),
        small.getByRole('textbox', { name: 'Wiederholungen Satz 2 Kniebeugen', exact: true }),
        small.getByRole('button', { name: 'Satz 2 Kniebeugen abhaken', exact: true }),
        small.getByRole('button', { name: 'Training beenden' }),
      ]) {
        expect(await tapHitsScrolled(small, target)).toBe(true);
      }
      await small.getByRole('button', { name: 'Satz 2 Kniebeugen abhaken', exact: true }).scrollIntoViewIfNeeded();
      await shot(small, 'sheet-320-rest');
      expect(await seriousViolations(small)).toEqual([]);
      await small.getByRole('button', { name: 'Training beenden' }).click();
      await small.getByRole('button', { name: 'Beenden', exact: true }).click();
      await small.getByRole('heading', { level: 1, name: 'Training abgeschlossen!' }).waitFor();
      expect(await widerThanScreen(small)).toBe(false);
      await shot(small, 'sheet-320-summary');
    } finally {
      await narrow.close();
    }
  });

  it('lays a set out on one line at 1440×900', async () => {
    const desktop = await desktopContext(browser);
    const wide = await desktop.newPage();
    try {
      await devSignIn(wide, lifter.email, lifter.name);
      await wide.goto(`${baseUrl()}/GuidedTraining`);
      await wide.getByRole('radio', { name: /Tag 1: Ganzkörper/ }).click();
      await wide.getByRole('button', { name: 'Training starten', exact: true }).click();
      await wide.getByRole('heading', { level: 2, name: 'Bankdrücken' }).waitFor();
      await wide.getByText('Vorher: 50 × 8').waitFor();
      const number = (await wide.getByText('Satz 1', { exact: true }).first().boundingBox())!;
      const checkBox = (await wide.getByRole('button', { name: 'Satz 1 Kniebeugen abhaken', exact: true }).boundingBox())!;
      expect(Math.abs(number.y + number.height / 2 - (checkBox.y + checkBox.height / 2))).toBeLessThan(8);
      await shot(wide, 'sheet-1440');
      expect(await seriousViolations(wide)).toEqual([]);
    } finally {
      await desktop.close();
    }
  });
});
