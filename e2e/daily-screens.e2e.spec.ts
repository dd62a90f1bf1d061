import { copyFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './support/axe.js';
import { baseUrl, devSignIn, openPhone, overlayEntriesGone, policyViolations, screenshot, screenshotViewport } from './support/browser.js';

const screenshotDir = fileURLToPath(new URL('./screenshots', import.meta.url));

/** The picture in e2e/screenshots, and a copy to look at while the screens are changed. */
async function shot(page: Page, name: string, { viewport = false } = {}): Promise<void> {
  await (viewport ? screenshotViewport(page, name) : screenshot(page, name));
  const copies = process.env.DAILY_SHOTS_DIR;
  if (!copies) return;
  mkdirSync(copies, { recursive: true });
  copyFileSync(`${screenshotDir}/${name}.png`, `${copies}/${name}.png`);
}

/** yyyy-MM-dd of today (+ offset days) in Berlin, the browser's and the server's time zone. */
function berlinDate(offsetDays = 0): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date(Date.now() + offsetDays * 86_400_000));
}

/** Whether the page fits a 320 px phone without sideways scrolling; the viewport goes back to 390 px after. */
async function fitsNarrowPhone(page: Page): Promise<boolean> {
  await page.setViewportSize({ width: 320, height: 844 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  await page.setViewportSize({ width: 390, height: 844 });
  return width <= 320;
}

interface Me {
  body_weight: number | null;
  hantel_currency: number;
}

/**
 * A lifter's first week on a 390×844 phone (issue 31): typing the body weight the German way,
 * restarting the onboarding, editing a set, the pause, the shop and the interface in English.
 */
describe("the lifter's daily screens in a real browser", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const me = async (): Promise<Me> => (await context.request.get(`${baseUrl()}/api/auth/me`)).json();
  const planNames = async (): Promise<string[]> =>
    ((await (await context.request.get(`${baseUrl()}/api/training-plans`)).json()) as { plan_name: string }[]).map((plan) => plan.plan_name);
  const nav = () => page.getByRole('navigation', { name: 'Hauptnavigation' });

  beforeAll(async () => {
    ({ browser, context, page } = await openPhone());
    await devSignIn(page, `daily-${Date.now()}@example.com`, 'Jonas Berg', { onboarded: false });
  });
  afterAll(() => browser.close());

  /** Steps 1–4 of the onboarding, the same answers each time. */
  async function answerFirstSteps(): Promise<void> {
    await page.getByRole('group', { name: 'Wie sollen wir dich nennen?' }).waitFor();
    await page.getByLabel('Dein Name').fill('Jonas');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('button', { name: '3-mal' }).click();
    await page.getByRole('button', { name: 'Kraft steigern' }).click();
    await page.getByRole('button', { name: /Anfänger/ }).click();
    await page.getByRole('group', { name: 'Wie viel wiegst du?' }).waitFor();
  }

  async function finishOnboarding(): Promise<void> {
    await page.getByRole('group', { name: 'Worauf möchtest du dich konzentrieren?' }).waitFor();
    await page.getByRole('button', { name: 'Fertig' }).click();
    await page.getByRole('heading', { level: 1, name: 'Perfekt!' }).waitFor();
    // The lifter moves on once the plan is made: the button is named so only then.
    await page.getByRole('button', { name: "Los geht's!" }).click({ timeout: 60_000 });
    await page.waitForURL('**/Dashboard');
  }

  it('refuses a wrong body weight on its own step, in German, and keeps "78,5" as 78.5 kg', async () => {
    await page.waitForURL('**/Onboarding');
    // Nothing to navigate to before the questions are answered: no bottom navigation that leads nowhere.
    expect(await nav().count()).toBe(0);
    await answerFirstSteps();
    const weight = page.getByRole('textbox', { name: 'Körpergewicht (kg)' });
    await weight.fill('785');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByText('Bitte gib ein Körpergewicht zwischen 20 und 400 kg ein.').waitFor();
    expect(await weight.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('group', { name: 'Wie viel wiegst du?' }).count()).toBe(1);
    await shot(page, 'daily-onboarding-weight-refused');
    expect(await seriousViolations(page)).toEqual([]);

    await weight.fill('78,5');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await finishOnboarding();
    expect((await me()).body_weight).toBe(78.5);
    expect(await nav().count()).toBe(1);
  });

  it('restarting the onboarding makes a new plan beside the old one, never two of one name', async () => {
    const before = await planNames();
    expect(before).toHaveLength(1);
    await page.goto(`${baseUrl()}/Profile`);
    await page.getByRole('button', { name: 'Onboarding neustarten' }).click();
    await page.getByRole('dialog', { name: 'Onboarding neustarten?' }).getByRole('button', { name: 'Neustarten' }).click();
    await page.waitForURL('**/Onboarding');
    await answerFirstSteps();
    await page.getByRole('textbox', { name: 'Körpergewicht (kg)' }).fill('79');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await finishOnboarding();

    const after = await planNames();
    expect(after).toHaveLength(2);
    expect(new Set(after).size).toBe(2);
    expect(after).toEqual(expect.arrayContaining([before[0], `${before[0]} (2)`]));
  });

  it('shows a set with a decimal comma in the edit dialog, and its −/+ change it', async () => {
    const machine = await (await context.request.post(`${baseUrl()}/api/machines`, { data: { name: 'Schulterdrücken' } })).json();
    for (const [max_weight, reps] of [
      [120, 10],
      [82.5, 10],
    ]) {
      const logged = await context.request.post(`${baseUrl()}/api/workouts`, { data: { machine_id: machine.id, max_weight, reps, date: berlinDate() } });
      expect(logged.status()).toBe(201);
    }
    await page.goto(`${baseUrl()}/Dashboard`);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Schulterdrücken' }) });
    await card.getByRole('button', { name: 'Details zu Schulterdrücken' }).click();
    await card.getByRole('button', { name: 'Einträge anzeigen' }).click();
    await card.getByRole('listitem').nth(1).waitFor();
    await card
      .getByRole('button', { name: /^Eintrag vom .* bearbeiten$/ })
      .first()
      .click();
    const edit = page.getByRole('dialog', { name: 'Training bearbeiten' });
    const weight = edit.getByRole('textbox', { name: 'Gewicht (kg)' });
    expect(await weight.inputValue()).toBe('82,5');
    await edit.getByRole('button', { name: '2,5 kg mehr' }).click();
    expect(await weight.inputValue()).toBe('85');
    await edit.getByRole('button', { name: '2,5 kg weniger' }).click();
    await edit.getByRole('button', { name: '2,5 kg weniger' }).click();
    expect(await weight.inputValue()).toBe('80');
    await edit.getByRole('button', { name: 'Eine Wiederholung mehr' }).click();
    expect(await edit.getByRole('textbox', { name: 'Wiederholungen' }).inputValue()).toBe('11');
    await shot(page, 'daily-edit-dialog', { viewport: true });
    expect(await seriousViolations(page)).toEqual([]);
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await edit.waitFor({ state: 'detached' });
    await card.getByText('80 kg × 11').first().waitFor();
  });

  it('shows the pause wherever a set can be logged, logs sets during it (issue 42), and ends it from there', async () => {
    const paused = await context.request.put(`${baseUrl()}/api/auth/update`, { data: { pause_mode_active: true } });
    expect(paused.ok()).toBe(true);
    // Each set logged here is deleted at the end: the tests after this one count the sets before it.
    const loggedIds: string[] = [];
    const logged = () =>
      page
        .waitForResponse((response) => response.url().endsWith('/api/workouts') && response.request().method() === 'POST')
        .then(async (response) => {
          if (response.status() === 201) loggedIds.push(((await response.json()) as { id: string }).id);
          return response;
        });
    await page.goto(`${baseUrl()}/Dashboard`);
    const notice = page.getByRole('region', { name: /im Pausenmodus/ });
    await notice.getByText('Du kannst trotzdem Sätze eintragen', { exact: false }).waitFor();
    expect(await notice.getByRole('heading').textContent()).toMatch(/^Du bist seit \d{2}\.\d{2}\.\d{4} im Pausenmodus$/);

    // The repeat button logs the set, as on any other day.
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Schulterdrücken' }) });
    const repeated = logged();
    await card
      .getByRole('button', { name: /wiederholen|erneut/i })
      .first()
      .click();
    expect((await repeated).status()).toBe(201);
    await shot(page, 'daily-pause-dashboard', { viewport: true });

    // The exercise's own dialog logs too.
    await card.getByRole('button', { name: /Eintragen|Training eintragen/ }).click();
    const add = page.getByRole('dialog', { name: 'Training eintragen: Schulterdrücken' });
    await shot(page, 'daily-pause-add-dialog', { viewport: true });
    const added = logged();
    await add.getByRole('button', { name: 'Speichern' }).click();
    expect((await added).status()).toBe(201);
    await add.waitFor({ state: 'detached' });
    // Left before the dialog's Back has landed, that Back would take the next page back to the dashboard.
    await overlayEntriesGone(page);

    // The training sheet: the notice above the sets, and the set saved.
    await page.goto(`${baseUrl()}/GuidedTraining`);
    await page.getByRole('radio').first().click();
    await page.getByRole('button', { name: 'Training starten' }).click();
    await page.getByRole('region', { name: /im Pausenmodus/ }).waitFor();
    await page
      .getByRole('textbox', { name: /^Gewicht Satz 1 / })
      .first()
      .fill('40');
    await page
      .getByRole('textbox', { name: /^Wiederholungen Satz 1 / })
      .first()
      .fill('8');
    const checked = logged();
    await page
      .getByRole('button', { name: /^Satz 1 .* abhaken$/ })
      .first()
      .click();
    expect((await checked).status()).toBe(201);
    await shot(page, 'daily-pause-guided', { viewport: true });
    await page.getByRole('button', { name: 'Training beenden' }).click();
    await page.getByRole('dialog', { name: 'Training wirklich beenden?' }).getByRole('button', { name: 'Beenden' }).click();
    await page.getByRole('heading', { level: 1, name: 'Training abgeschlossen!' }).waitFor();

    await page.goto(`${baseUrl()}/AddWorkout`);
    await page.getByRole('region', { name: /im Pausenmodus/ }).waitFor();
    await page.getByLabel('Übung', { exact: true }).fill('Schulterdrücken');
    // The exercise's last set fills the fields once it has loaded; typed before that, "80" ended up beside it ("8080").
    await page.getByText(/^Letztes Mal:/).waitFor();
    await page.getByRole('textbox', { name: 'Gewicht (kg)' }).fill('80');
    await page.getByRole('textbox', { name: 'Wiederholungen' }).fill('8');
    const typed = logged();
    await page.getByRole('button', { name: 'Training speichern' }).click();
    expect((await typed).status()).toBe(201);
    expect(await page.getByText('Bitte versuche es erneut').count()).toBe(0);
    await shot(page, 'daily-pause-add-workout');
    expect(await fitsNarrowPhone(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await page
      .getByRole('region', { name: /im Pausenmodus/ })
      .getByRole('button', { name: 'Pause beenden' })
      .click();
    await page.getByRole('dialog', { name: 'Pausenmodus beenden?' }).getByRole('button', { name: 'Pause beenden' }).click();
    await page.getByRole('region', { name: /im Pausenmodus/ }).waitFor({ state: 'detached' });
    expect(((await me()) as Me & { pause_mode_active: boolean }).pause_mode_active).toBe(false);
    expect(loggedIds).toHaveLength(4);
    for (const id of loggedIds) expect((await context.request.delete(`${baseUrl()}/api/workouts/${id}`)).ok()).toBe(true);
  });

  it('says beside the item tapped how many Hanteln are missing and how they are earned; the top bar leads there too', async () => {
    const { hantel_currency: balance } = await me();
    const items = (await (await context.request.get(`${baseUrl()}/api/shop-items`)).json()) as { name: string; price: number }[];
    const dear = items.filter((item) => item.price > balance).sort((a, b) => b.price - a.price)[0]!;
    await page.goto(`${baseUrl()}/Dashboard`);
    await page.getByRole('link', { name: /Hanteln – so verdienst du sie/ }).click();
    await page.waitForURL('**/Shop#hanteln-verdienen');
    const guide = page.getByRole('region', { name: 'Hanteln und Serie' });
    await guide.getByText(/\+10 Hanteln für deinen ersten Satz/).waitFor();
    // Scrolled to once the items above it have their height.
    await page.waitForFunction(
      () => {
        const box = document.getElementById('hanteln-verdienen')?.getBoundingClientRect();
        return box !== undefined && box.top < window.innerHeight && box.bottom > 0;
      },
      undefined,
      { timeout: 60_000 },
    );

    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: dear.name }) });
    await item.getByRole('button', { name: `${dear.name} kaufen` }).click();
    const problem = item.getByRole('alert');
    await problem.getByText('Nicht genug Hanteln!').waitFor();
    await problem.getByText(`Dir fehlen noch ${dear.price - balance} Hanteln.`).waitFor();
    const shown = (await problem.boundingBox())!;
    expect(shown.y).toBeGreaterThanOrEqual(0);
    expect(shown.y + shown.height).toBeLessThanOrEqual(844);
    await shot(page, 'daily-shop-not-enough', { viewport: true });
    expect(await fitsNarrowPhone(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await problem.getByRole('link', { name: 'So verdienst du Hanteln' }).click();
    await page.waitForURL('**/Shop#hanteln-verdienen');
  });

  it('writes dates and numbers the English way once the interface speaks English', async () => {
    await page.goto(`${baseUrl()}/Dashboard`);
    // The catalogue's movement: "Overhead Press" in English (issue 42).
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: /^(Schulterdrücken|Overhead Press)$/ }) });
    // German first: 120 × 10 + 80 × 11 = 2.080 kg, the day as "28. Nov.". The stat card's figure:
    // the analysis, whenever it arrives, may name the volume in a sentence too.
    await page.getByText('2.080 kg', { exact: true }).waitFor();
    expect(await card.locator('.machine-card__date time').textContent()).toMatch(/^\d{1,2}\. [A-ZÄ][a-zä]+\.?$/);

    const switched = await context.request.put(`${baseUrl()}/api/auth/update`, { data: { language: 'en' } });
    expect(switched.ok()).toBe(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /Welcome back/ }).waitFor();
    await page.getByText('2,080 kg', { exact: true }).waitFor();
    expect(await card.locator('.machine-card__date time').textContent()).toMatch(/^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}$/);
    expect(await card.getByText('80 kg × 11').count()).toBeGreaterThan(0);
    await shot(page, 'daily-dashboard-english');
    expect(await seriousViolations(page)).toEqual([]);

    await card
      .getByRole('button', { name: /Overhead Press/ })
      .first()
      .waitFor();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    const back = await context.request.put(`${baseUrl()}/api/auth/update`, { data: { language: 'de' } });
    expect(back.ok()).toBe(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /Willkommen zurück/ }).waitFor();
  });

  it('broke no Content-Security-Policy rule', () => {
    expect(policyViolations(context)).toEqual([]);
  });
});
