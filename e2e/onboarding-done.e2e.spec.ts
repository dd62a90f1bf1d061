import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './support/axe.js';
import { devSignIn } from './support/browser.js';
import { PHONE, openAt, shootPhones } from './support/phones.js';

/** Onboarding (issue 42): the weekly count written the German way, and the completion screen's five tips stay until the lifter moves on. */
describe('the end of the onboarding on a phone', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await openAt(PHONE));
    // A clock the test moves on: nothing may leave the completion screen by itself.
    await page.clock.install();
    await devSignIn(page, `onboarding-done-${Date.now()}@example.com`, 'Ida Brandt', { onboarded: false });
  });
  afterAll(() => browser.close());

  it('keeps "Perfekt!" with its five tips after the plan is made, until "Los geht\'s!" is tapped', async () => {
    await page.waitForURL('**/Onboarding');
    await page.getByLabel('Dein Name').fill('Ida');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('group', { name: 'Wie oft möchtest du pro Woche trainieren?' }).waitFor();
    // Counted the German way: "1-mal", not "1 mal".
    for (const count of ['1', '2', '3', '4', '5', '6', '7+']) await page.getByRole('button', { name: `${count}-mal`, exact: true }).waitFor();
    await shootPhones(page, 'onboarding-frequency');
    await page.getByRole('button', { name: '3-mal', exact: true }).click();
    await page.getByRole('button', { name: 'Kraft steigern' }).click();
    await page.getByRole('button', { name: /Anfänger/ }).click();
    await page.getByRole('textbox', { name: 'Körpergewicht (kg)' }).fill('64,5');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('group', { name: 'Worauf möchtest du dich konzentrieren?' }).waitFor();
    await page.getByRole('button', { name: 'Fertig' }).click();

    await page.getByRole('heading', { level: 1, name: 'Perfekt!' }).waitFor();
    await page.getByText('Dein personalisierter Trainingsplan ist fertig.').waitFor({ timeout: 60_000 });
    // A minute later by the page's clock (the screen used to leave after 2 s): still here, every tip on screen.
    await page.clock.runFor(60_000);
    expect(new URL(page.url()).pathname).toBe('/Onboarding');
    for (const tip of [
      'Startseite: deine Übungen, Fortschritte, Serie und Hanteln',
      'Trainingsplan: deine Trainingstage und das geführte Training',
      'Training hinzufügen: einen Satz in Sekunden eintragen',
      'KI-Coach: Fragen zu Training, Technik und Fortschritt',
      'Profil: Name, Pausenmodus, Feedback und Onboarding neu starten',
    ]) {
      expect(await page.getByText(tip, { exact: true }).isVisible()).toBe(true);
    }
    await shootPhones(page, 'onboarding-done');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: "Los geht's!" }).click();
    await page.waitForURL('**/Dashboard');
    await page.getByRole('heading', { level: 1, name: /Willkommen zurück/ }).waitFor();
  });
});
