import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { filterEvents } from './support/admin.js';
import { seriousViolations } from './support/axe.js';
import {
  baseUrl,
  daysAgo,
  databaseUrl,
  desktopContext,
  devSignIn,
  launchBrowser,
  logSetsThroughApi,
  phoneContext,
  policyViolations,
  screenshot,
} from './support/browser.js';

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
      { weights: [100, 110], reps: 5, date: daysAgo(1) },
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
    await page.getByText('GET /api/auth/me').first().waitFor({ timeout: 60_000 });
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
    await active.getByRole('button', { name: 'Löschen' }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Plan erstellen' }).click();
    await inactive.getByRole('button', { name: 'Löschen' }).waitFor({ timeout: 60_000 });
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
    const table = await filterEvents(page, { type: 'WorkoutLogged', search: 'lifter-admin', email: LIFTER });
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

  it('rebuilds the dashboard projection after a confirmation and shows the progress bar finish', async () => {
    await tab('Projektionen').click();
    const table = page.getByRole('region', { name: 'Read Models' });
    await table.getByRole('rowheader', { name: 'dashboard-days' }).waitFor();
    await page.getByRole('button', { name: 'dashboard-days neu aufbauen' }).click();
    const confirm = page.getByRole('dialog', { name: 'dashboard-days neu aufbauen?' });
    await confirm.getByText(/^Neu aufgebaut wird: dashboard-days\. Dafür werden \d+ Ereignisse aus dem Log gelesen/).waitFor();
    await confirm.getByRole('button', { name: 'Neuaufbau starten' }).click();
    const bar = page.getByRole('progressbar', { name: 'Fortschritt des Neuaufbaus' });
    await bar.waitFor();
    await page.getByText(/^Fertig: \d+ Ereignisse in/).waitFor({ timeout: 60_000 });
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    await page.getByText(/^dashboard-days · angefordert von chefin@example.com/).waitFor();
    await screenshot(page, 'admin-rebuild');
  });

  it('shows the queues and links to the board', async () => {
    await tab('Queues').click();
    await page.getByRole('region', { name: 'Queues' }).getByRole('rowheader', { name: 'read-model-rebuild' }).waitFor();
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

const LATE = 'spaet.gekommene@desktop.example';

/** Signs users in through the api, ten at a time, in a context of their own. */
async function signInUsers(browser: Browser, users: { email: string; name: string }[]): Promise<void> {
  const context = await browser.newContext();
  for (let start = 0; start < users.length; start += 10) {
    await Promise.all(
      users.slice(start, start + 10).map(async (user) => {
        const response = await context.request.post(`${baseUrl()}/api/auth/dev-login`, { data: user });
        if (!response.ok()) throw new Error(`dev-login ${user.email}: ${response.status()}`);
      }),
    );
  }
  await context.close();
}

describe('the admin tools on a desktop (1440×900)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    await signInUsers(
      browser,
      Array.from({ length: 150 }, (_, index) => ({ email: `frueher-${String(index).padStart(3, '0')}@desktop.example`, name: `Früher ${index}` })),
    );
    // The late user logs a set, so there is a WorkoutLogged event of theirs to find.
    await logSetsThroughApi(
      browser,
      { email: LATE, name: 'Greta Spät' },
      { name: 'Schulterdrücken', categories: ['Schultern'] },
      { weights: [42.5], reps: 8, date: daysAgo(1) },
    );

    context = await desktopContext(browser);
    page = await context.newPage();
    await devSignIn(page, ADMIN, 'Chefin');
  });
  afterAll(() => browser.close());

  it('finds a user created after 150 others by part of the address and shows their events, each naming its user and stream', async () => {
    await page.goto(`${baseUrl()}/DebugDashboard?tab=events`);
    const filters = page.getByRole('form', { name: 'Ereignisse filtern' });
    const users = filters.getByLabel('Benutzer', { exact: true });
    await users.locator('option').nth(1).waitFor({ state: 'attached' });
    // Before searching, the list holds the first users by address only: the late one is not among them.
    expect(await users.locator('option', { hasText: LATE }).count()).toBe(0);
    await filters.getByLabel('Benutzer suchen').fill('spaet.gek');
    await users.locator('option', { hasText: LATE }).waitFor({ state: 'attached' });
    await filters.getByText('1 Treffer').waitFor();
    await users.selectOption({ label: LATE });
    await filters.getByRole('button', { name: 'Filtern' }).click();

    const table = page.getByRole('region', { name: 'Ereignisse, neueste zuerst' });
    await table.getByRole('cell', { name: 'WorkoutLogged', exact: true }).waitFor();
    const rows = table.locator('tbody tr');
    const types = await rows.locator('td:nth-child(2)').allTextContents();
    expect(types).toEqual(expect.arrayContaining(['WorkoutLogged', 'MachineCreated', 'UserRegistered']));
    // Every row names the late user and links to its stream.
    for (const user of await rows.locator('td:nth-child(5)').allTextContents()) expect(user).toBe(LATE);
    const streamLinks = table.getByRole('link');
    expect(await streamLinks.count()).toBe(types.length);

    // The table sorts by type; the event's detail opens beside it.
    await table.getByRole('button', { name: 'Typ' }).click();
    expect(await table.locator('th[aria-sort="ascending"]').textContent()).toContain('Typ');
    const sorted = await rows.locator('td:nth-child(2)').allTextContents();
    expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b, 'de')));
    const logged = rows.filter({ hasText: 'WorkoutLogged' });
    await logged.getByRole('button', { name: /^Ereignis #\d+ \(WorkoutLogged\) anzeigen$/ }).click();
    const detail = page.getByRole('region', { name: /^Ereignis #\d+: WorkoutLogged$/ });
    await detail.getByText('"maxWeight": 42.5').waitFor();
    const [tableBox, detailBox] = [await table.boundingBox(), await detail.boundingBox()];
    expect(detailBox!.x).toBeGreaterThan(tableBox!.x + tableBox!.width - 1);
    expect(detailBox!.y).toBeLessThan(tableBox!.y + tableBox!.height);
    await screenshot(page, 'desktop-admin-events');

    // The stream: its events in order with their versions.
    await logged.getByRole('link').click();
    const stream = page.getByRole('dialog');
    await stream.getByText('Version 1').waitFor();
    expect(page.url()).toContain('stream=workout-');
    expect(await stream.locator('.admin-event__position').allTextContents()).toEqual(['v1']);
    await screenshot(page, 'desktop-admin-stream');
    await stream.getByRole('button', { name: 'Schließen' }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('a rebuild of every read model, watched on a desktop (1440×900)', () => {
  let browser: Browser;
  let page: Page;
  let hold: { release(): Promise<void> } | undefined;
  // A log as a long-used one holds it, spread over lifters; the rebuild is what brings it into the
  // read models. How long it runs is not left to its size: the test holds it (holdRebuildWhileWriting).
  const LIFTERS = Array.from({ length: 4 }, (_, index) => `lange-historie-${index + 1}@desktop.example`);
  const HISTORY_EVENTS = 4_000;

  beforeAll(async () => {
    browser = await launchBrowser();
    for (const email of LIFTERS) {
      await logSetsThroughApi(
        browser,
        { email, name: 'Lange Historie' },
        { name: 'Kreuzheben', categories: ['Rücken'] },
        { weights: [100], reps: 5, date: daysAgo(1) },
      );
    }
    await seedHistory(LIFTERS, HISTORY_EVENTS / LIFTERS.length);
    const context = await desktopContext(browser);
    page = await context.newPage();
    await devSignIn(page, ADMIN, 'Chefin');
  });
  afterAll(async () => {
    await hold?.release();
    await browser.close();
  });

  it('asks first, saying what it rebuilds and how many events it reads, then shows its progress and its result; a second request shows the running one', async () => {
    await page.goto(`${baseUrl()}/DebugDashboard?tab=projections`);
    await page.getByRole('region', { name: 'Read Models' }).getByRole('rowheader', { name: 'users' }).waitFor();
    await page.getByRole('button', { name: 'Alle neu aufbauen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Alle Read Models neu aufbauen?' });
    const question = confirm.getByText(/^Neu aufgebaut wird: users, machines, .*Dafür werden [\d.]+ Ereignisse aus dem Log gelesen/);
    await question.waitFor();
    const events = Number((await question.textContent())!.match(/Dafür werden ([\d.]+) Ereignisse/)![1]!.replaceAll('.', ''));
    expect(events).toBeGreaterThan(HISTORY_EVENTS);
    await screenshot(page, 'desktop-admin-rebuild-confirm');
    hold = await holdRebuildWhileWriting();
    await confirm.getByRole('button', { name: 'Neuaufbau starten' }).click();

    // While it runs: a second request answers with the running job; the page shows phase, events,
    // events per second and the time left, polled from the job.
    await page.getByRole('heading', { name: 'Neuaufbau läuft' }).waitFor();
    const running = (await (await page.request.get(`${baseUrl()}/api/admin/projections`)).json()).rebuild;
    const second = await page.request.post(`${baseUrl()}/api/admin/projections/rebuild`, { data: { read_model: 'all' } });
    expect(second.status()).toBe(409);
    expect((await second.json()).details).toEqual({ job_id: running.id });
    const line = page.locator('.admin-rebuild__line');
    await line
      .filter({ hasText: /^\d+ % · schreibt die neuen Tabellen · [\d.]+ Ereignisse · [\d.]+ Ereignisse\/s · noch etwa \d+ (Minuten?|Sekunden?)/ })
      .waitFor();
    const bar = page.getByRole('progressbar', { name: 'Fortschritt des Neuaufbaus' });
    const percent = Number(await bar.getAttribute('aria-valuenow'));
    expect(percent).toBeGreaterThan(0);
    expect(percent).toBeLessThan(100);
    expect(await page.getByText('wird neu aufgebaut').count()).toBeGreaterThan(1);
    expect(await page.getByRole('button', { name: 'Alle neu aufbauen' }).isDisabled()).toBe(true);
    await screenshot(page, 'desktop-admin-rebuild-running');

    // The result, once the held table is let go.
    await hold.release();
    hold = undefined;
    await page.getByText(/^Fertig: [\d.]+ Ereignisse in [\d,]+ s \([\d.]+ Ereignisse\/s\), bis Position [\d.]+\.$/).waitFor();
    await page.getByRole('heading', { name: 'Letzter Neuaufbau' }).waitFor();
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    expect(await page.getByText('wird neu aufgebaut').count()).toBe(0);
    await screenshot(page, 'desktop-admin-rebuild-done');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

/**
 * Holds the next rebuild in its writing phase until `release`: a shadow table of the feedback read
 * model is left over (as a rebuild stopped halfway leaves one) and read in a transaction that stays
 * open. The rebuild drops a leftover before it writes that model's table, and the drop waits for
 * the reader's lock, so the page sees the rebuild running however fast the machine folds the log.
 */
async function holdRebuildWhileWriting(): Promise<{ release(): Promise<void> }> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  await client.query('CREATE TABLE feedback__rebuild (LIKE feedback)');
  await client.query('BEGIN');
  await client.query('LOCK TABLE feedback__rebuild IN ACCESS SHARE MODE');
  return {
    async release() {
      await client.query('COMMIT');
      await client.end();
    },
  };
}

/**
 * Appends `count` WorkoutLogged events for each user's first exercise straight to the log, as a
 * long-used log would hold them; the rebuild is what brings them into the read models.
 */
async function seedHistory(emails: readonly string[], count: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(
      `WITH lifter AS (SELECT DISTINCT ON (u.id) u.id AS user_id, u.email, m.id AS machine_id FROM users u JOIN machines m ON m.user_id = u.id WHERE u.email = ANY($1)),
            seeded AS (SELECT gen_random_uuid() AS entry_id, user_id, machine_id, email, n FROM lifter, generate_series(1, $2::int) AS n)
       INSERT INTO events (stream_id, stream_version, type, data, metadata)
       SELECT 'workout-' || entry_id, 1, 'WorkoutLogged',
              jsonb_build_object('entryId', entry_id, 'userId', user_id, 'machineId', machine_id, 'createdBy', email, 'at', now(),
                                 'maxWeight', 60 + n % 40, 'reps', 1 + n % 10, 'date', to_char(date '2024-01-01' + n % 600, 'YYYY-MM-DD'), 'notes', null),
              jsonb_build_object('userId', user_id, 'requestId', 'seed')
         FROM seeded`,
      [emails, count],
    );
  } finally {
    await client.end();
  }
}
