import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, devSignIn, launchBrowser, logSetsThroughApi, phoneContext, policyViolations, screenshot } from './support/browser.js';

/** The admin of the browser tests' app (ADMIN_EMAILS in support/global-setup.mjs). */
const ADMIN = 'chefin@example.com';
const LIFTER = 'lifter-admin-test@e2e.example';

describe('admin tools in a real browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    // A lifter with two logged sets, signed in through the api in a context of their own.
    await logSetsThroughApi(
      browser,
      { email: LIFTER, name: 'Lea Heber' },
      { name: 'Kreuzheben', categories: ['Rücken'] },
      { weights: [100, 110], reps: 5, date: '2026-11-20' },
    );
    context = await phoneContext(browser);
    page = await context.newPage();
  });
  afterAll(() => browser.close());

  const tab = (name: string) => page.getByRole('tab', { name });

  it('sends a plain user away from the debug pages', async () => {
    const plain = await phoneContext(browser);
    const plainPage = await plain.newPage();
    await devSignIn(plainPage, 'nur-nutzer@e2e.example', 'Nur Nutzer');
    await plainPage.goto(`${baseUrl()}/DebugDashboard`);
    await plainPage.waitForURL('**/Dashboard');
    await plainPage.goto(`${baseUrl()}/auth/debug`);
    await plainPage.waitForURL('**/Dashboard');
    expect((await plainPage.request.get(`${baseUrl()}/api/admin/events`)).status()).toBe(403);
    expect((await plainPage.request.get(`${baseUrl()}/admin/queues`)).status()).toBe(403);
    await plain.close();
  });

  it('opens the Debug Dashboard with the admin’s settings and the request log', async () => {
    await devSignIn(page, ADMIN, 'Chefin');
    await page.goto(`${baseUrl()}/DebugDashboard`);
    await page.getByRole('heading', { level: 1, name: 'Debug Dashboard' }).waitFor();
    await page.getByRole('heading', { name: 'Benutzereinstellungen' }).waitFor();
    await page.getByText(`"email": "${ADMIN}"`).waitFor();
    // The 5 s refresh shows up in the log.
    await page.getByText('GET /api/auth/me').first().waitFor({ timeout: 12_000 });
    await screenshot(page, 'admin-overview');
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByText('Noch keine Anfragen.').waitFor();
  });

  it('creates a plan with "Plan erstellen", shows active and inactive plans with details, and deletes one after "Plan wirklich löschen?"', async () => {
    // The admin's onboarding answers; finishing onboarding makes the first plan.
    const onboarding = await page.request.post(`${baseUrl()}/api/onboarding/complete`, {
      data: {
        display_name: 'Chefin',
        training_frequency: '3',
        fitness_goal: 'strength',
        training_experience: 'advanced',
        body_weight: 64,
        focus_areas: ['Beine'],
      },
    });
    expect(onboarding.status()).toBe(200);
    const active = page.getByRole('region', { name: 'Aktive Pläne', exact: true });
    const inactive = page.getByRole('region', { name: 'Inaktive Pläne', exact: true });
    // One delete button per plan.
    await active.getByRole('button', { name: 'Löschen' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Plan erstellen' }).click();
    await inactive.getByRole('button', { name: 'Löschen' }).waitFor({ timeout: 30_000 });
    expect(await active.getByRole('button', { name: 'Löschen' }).count()).toBe(1);
    const plan = inactive.getByRole('listitem').first();
    await plan.getByText('Details').click();
    await plan.getByText(/^Tag 1: /).waitFor();
    await screenshot(page, 'admin-plans');
    await plan.getByRole('button', { name: 'Löschen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plan wirklich löschen?' });
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await inactive.getByText('Keine.').waitFor();
    expect(await active.getByRole('button', { name: 'Löschen' }).count()).toBe(1);
  });

  it('finds a user’s WorkoutLogged events and opens one’s stream', async () => {
    await tab('Ereignisse').click();
    const filters = page.getByRole('form', { name: 'Ereignisse filtern' });
    await filters.getByLabel('Typ').selectOption('WorkoutLogged');
    await filters.getByLabel('Benutzer suchen').fill('lifter-admin');
    const users = filters.getByLabel('Benutzer', { exact: true });
    await users.locator('option', { hasText: LIFTER }).waitFor({ state: 'attached' });
    await users.selectOption({ label: LIFTER });
    await filters.getByRole('button', { name: 'Filtern' }).click();
    const table = page.getByRole('region', { name: 'Ereignisse, neueste zuerst' });
    const rows = table.locator('tbody tr');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    expect(await rows.locator('td:nth-child(2)').allTextContents()).toEqual(['WorkoutLogged', 'WorkoutLogged']);
    expect(await rows.locator('td:nth-child(5)').allTextContents()).toEqual([LIFTER, LIFTER]);
    await rows
      .first()
      .getByRole('button', { name: /^Ereignis #\d+ \(WorkoutLogged\) anzeigen$/ })
      .click();
    const detail = page.getByRole('region', { name: /^Ereignis #\d+: WorkoutLogged$/ });
    await detail.getByText('"maxWeight": 110').waitFor();
    await screenshot(page, 'admin-events');
    await detail.getByRole('button', { name: 'Stream öffnen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Version 1').waitFor();
    await screenshot(page, 'admin-stream');
    await dialog.getByRole('button', { name: 'Schließen' }).click();
  });

  it('rebuilds the dashboard projection and shows the progress bar finish', async () => {
    await tab('Projektionen').click();
    await page.getByRole('heading', { name: 'dashboard-days' }).waitFor();
    await page.getByRole('button', { name: 'dashboard-days neu aufbauen' }).click();
    const bar = page.getByRole('progressbar', { name: 'Fortschritt des Neuaufbaus' });
    await bar.waitFor();
    await page.getByText(/^Fertig: \d+ Ereignisse in/).waitFor({ timeout: 30_000 });
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    await page.getByText(/^dashboard-days · angefordert von chefin@example.com/).waitFor();
    await screenshot(page, 'admin-rebuild');
  });

  it('shows the queues and links to the board', async () => {
    await tab('Queues').click();
    await page.getByRole('heading', { name: 'read-model-rebuild' }).waitFor();
    expect(await page.getByRole('link', { name: 'Bull Board öffnen' }).getAttribute('href')).toBe('/admin/queues');
    await screenshot(page, 'admin-queues');
  });

  it('shows the auth debug page with the probe and the user form', async () => {
    await page.goto(`${baseUrl()}/auth/debug`);
    await page.getByRole('heading', { name: 'Angemeldeter Benutzer' }).waitFor();
    await page.getByRole('button', { name: 'Server testen' }).click();
    await page.getByText(/\d+ Benutzer · limit 20 · sort email/).waitFor();
    await page.getByRole('button', { name: 'User aktualisieren' }).waitFor();
    await screenshot(page, 'admin-auth-debug');
  });

  it('broke no rule of the Content-Security-Policy on the way', () => {
    expect(policyViolations(context)).toEqual([]);
  });

  it('serves bull-board to the admin under its own policy, which blocks nothing but its web fonts', async () => {
    const board = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const messages: string[] = [];
    board.on('console', (message) => messages.push(message.text()));
    await board.request.post(`${baseUrl()}/api/auth/dev-login`, { data: { email: ADMIN, name: 'Chefin' } });
    const boardPage = await board.newPage();
    await boardPage.goto(`${baseUrl()}/admin/queues`);
    await boardPage.getByText('read-model-rebuild').first().waitFor();
    await screenshot(boardPage, 'admin-bull-board');
    expect(messages.filter((message) => /Content Security Policy/.test(message) && !message.includes('fonts.googleapis.com'))).toEqual([]);
    await board.close();
  });
});
