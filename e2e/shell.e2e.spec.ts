import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, devSignIn, openPhone, policyViolations, screenshot } from './support/browser.js';

describe('app shell in a real browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ browser, context, page } = await openPhone());
  });
  afterAll(() => browser.close());

  const nav = () => page.getByRole('navigation', { name: 'Hauptnavigation' });
  const heading = () => page.getByRole('heading', { level: 1 });

  it('shows the login screen to a signed-out visitor', async () => {
    const response = await page.goto(baseUrl());
    expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByText('Track your fitness journey with ease').waitFor();
    await page.getByText('Mit der Anmeldung erkennst du unsere Nutzungsbedingungen an.').waitFor();
    expect(await page.getByRole('button', { name: 'Mit Google anmelden' }).count()).toBe(0);
    await screenshot(page, 'login');
  });

  it('signs in with the dev form and greets the user on the dashboard', async () => {
    await devSignIn(page, 'mara@example.com', 'Mara Stein');
    expect(await heading().textContent()).toContain('Mara Stein');
    await page.getByText('100', { exact: true }).first().waitFor();
    expect(await nav().getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    await screenshot(page, 'dashboard');
  });

  it.each([
    ['Trainingsplan', '/TrainingPlan', /Trainingsplan für Mara Stein/],
    ['Training hinzufügen', '/AddWorkout', /Training hinzufügen/],
    ['Coach', '/Chat', /KI-Coach/],
    ['Profil', '/Profile', /Profileinstellungen/],
    ['Dashboard', '/Dashboard', /Willkommen zurück/],
  ])('walks the bottom navigation: %s', async (label, path, title) => {
    await nav().getByRole('link', { name: label }).click();
    await page.waitForURL(`**${path}`);
    await heading().filter({ hasText: title }).waitFor();
    expect(await nav().getByRole('link', { name: label }).getAttribute('aria-current')).toBe('page');
    const others = nav().locator('a:not([aria-current="page"])');
    expect(await others.count()).toBe(4);
    await screenshot(page, `nav-${path.slice(1).toLowerCase()}`);
  });

  it('keeps the session across a reload', async () => {
    await page.goto(`${baseUrl()}/Profile`);
    await page.reload();
    await heading().filter({ hasText: 'Profileinstellungen' }).waitFor();
    expect(await page.getByLabel('E-Mail').inputValue()).toBe('mara@example.com');
  });

  it('sends lower-case paths to their page and unknown paths to the dashboard', async () => {
    await page.goto(`${baseUrl()}/add-workout`);
    await page.waitForURL('**/AddWorkout');
    await page.goto(`${baseUrl()}/gibt-es-nicht`);
    await page.waitForURL('**/Dashboard');
    await heading()
      .filter({ hasText: /Willkommen zurück/ })
      .waitFor();
  });

  it('logs out after confirming, and stays logged out after a reload', async () => {
    await page.goto(`${baseUrl()}/Profile`);
    await page.getByRole('button', { name: 'Abmelden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Abmelden?' });
    await screenshot(page, 'logout-confirm');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.getByRole('dialog', { name: 'Abmelden?' }).getByRole('button', { name: 'Abmelden' }).click();
    // The spec sends the browser to / after logging out: wait for that navigation to land.
    await page.waitForURL((url) => url.pathname === '/', { waitUntil: 'load' });
    await page.getByLabel('E-Mail').waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Anmelden (Entwicklung)' }).waitFor();
    const me = await page.evaluate(async () => (await fetch('/api/auth/me')).status);
    expect(me).toBe(401);
  });

  it('broke no rule of the Content-Security-Policy on the way', () => {
    expect(policyViolations(context)).toEqual([]);
  });
});
