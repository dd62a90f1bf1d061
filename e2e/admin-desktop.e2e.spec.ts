import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './support/axe.js';
import { baseUrl, desktopContext, devSignIn, launchBrowser, logSetsThroughApi, screenshot } from './support/browser.js';

/** The admin of the browser tests' app (ADMIN_EMAILS in support/global-setup.mjs). */
const ADMIN = 'chefin@example.com';
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
      { weights: [42.5], reps: 8, date: '2026-11-20' },
    );

    context = await desktopContext(browser);
    page = await context.newPage();
    await devSignIn(page, ADMIN, 'Chefin');
  }, 120_000);
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
