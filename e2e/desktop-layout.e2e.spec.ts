import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './support/axe.js';
import { baseUrl, daysAgo, desktopContext, devSignIn, launchBrowser, logSetsThroughApi, phoneContext, screenshot } from './support/browser.js';

const LIFTER = 'schreibtisch@e2e.example';
const ADMIN = 'chefin@example.com';

/** The width the page's content takes, and whether the page scrolls sideways. */
const widths = (page: Page) =>
  page.evaluate(() => ({
    main: document.querySelector('main')!.getBoundingClientRect().width,
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));

/** Headings that skip a level: more than one level below the heading before them (the page's, dialogs aside). */
const skippedHeadings = (page: Page) =>
  page
    .locator('main :is(h1, h2, h3, h4, h5, h6)')
    .evaluateAll((headings) =>
      headings
        .map((heading) => ({ text: heading.textContent, level: Number(heading.tagName[1]) }))
        .filter((heading, index, all) => heading.level - (all[index - 1]?.level ?? 0) > 1),
    );

describe('the layout on a desktop and on a phone', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    for (const [name, weights] of [
      ['Bankdrücken', [80, 82.5]],
      ['Kniebeuge', [100]],
      ['Latziehen', [60]],
    ] as const) {
      await logSetsThroughApi(
        browser,
        { email: LIFTER, name: 'Sara Schreibtisch' },
        { name, categories: ['Brust'] },
        { weights: [...weights], reps: 5, date: daysAgo(1) },
      );
    }
  });
  afterAll(() => browser.close());

  it('on a desktop (1440×900): the side navigation instead of the bottom bar, and the dashboard’s cards in a grid over more than 900 px', async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await devSignIn(page, LIFTER, 'Sara Schreibtisch');
    await page.getByRole('article', { name: 'Latziehen' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(await nav.count()).toBe(1);
    const navBox = (await nav.boundingBox())!;
    expect(navBox.x).toBe(0);
    expect(navBox.height).toBe(900);
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');

    const { main, scroll, viewport } = await widths(page);
    expect(main).toBeGreaterThan(900);
    expect(scroll).toBeLessThanOrEqual(viewport);
    const cards = (
      await Promise.all(['Bankdrücken', 'Kniebeuge', 'Latziehen'].map(async (name) => (await page.getByRole('article', { name }).boundingBox())!))
    ).sort((a, b) => a.x - b.x);
    // Side by side: the three cards share a row.
    expect(new Set(cards.map((card) => Math.round(card.y))).size).toBe(1);
    expect(cards[1]!.x).toBeGreaterThan(cards[0]!.x + cards[0]!.width - 1);
    await screenshot(page, 'desktop-dashboard');
    expect(await seriousViolations(page)).toEqual([]);

    await nav.getByRole('link', { name: 'Trainingsplan' }).click();
    await nav.locator('a[aria-current="page"]', { hasText: 'Trainingsplan' }).waitFor();
    expect(page.url()).toMatch(/\/TrainingPlan$/);
    await page.goto(`${baseUrl()}/Shop`);
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    await page.locator('main h3').first().waitFor();
    expect(await skippedHeadings(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await nav.getByRole('link', { name: 'Coach' }).click();
    await page.waitForURL('**/Chat');
    await screenshot(page, 'desktop-chat');
    await context.close();
  });

  it('on a phone (390×844): the bottom bar as before, no side navigation, nothing wider than the screen', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await devSignIn(page, LIFTER, 'Sara Schreibtisch');
    // Signed in again without a reload: nothing asked for before signing in (a 401) is shown.
    await page.getByRole('article', { name: 'Latziehen' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(await nav.count()).toBe(1);
    const navBox = (await nav.boundingBox())!;
    expect(navBox.y + navBox.height).toBe(844);
    expect(navBox.width).toBe(390);
    const { main, scroll } = await widths(page);
    expect(main).toBe(390);
    expect(scroll).toBeLessThanOrEqual(390);
    const [first, second] = await Promise.all(['Bankdrücken', 'Kniebeuge'].map(async (name) => (await page.getByRole('article', { name }).boundingBox())!));
    expect(first!.x).toBe(second!.x);
    await screenshot(page, 'phone-dashboard');
    await context.close();
  });

  it('on a desktop: the admin’s events, read models and queues use more than 900 px', async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await devSignIn(page, ADMIN, 'Chefin');
    for (const [tab, table] of [
      ['events', 'Ereignisse, neueste zuerst'],
      ['projections', 'Read Models'],
      ['queues', 'Queues'],
    ]) {
      await page.goto(`${baseUrl()}/DebugDashboard?tab=${tab}`);
      const region = page.getByRole('region', { name: table });
      await region.locator('tbody tr').first().waitFor();
      const { main, scroll, viewport } = await widths(page);
      expect({ tab, wide: main > 900, fits: scroll <= viewport, skipped: await skippedHeadings(page) }).toEqual({ tab, wide: true, fits: true, skipped: [] });
      await screenshot(page, `desktop-admin-${tab}`);
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.goto(`${baseUrl()}/DebugDashboard`);
    await page.getByRole('heading', { name: 'Benutzereinstellungen' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${baseUrl()}/auth/debug`);
    await page.getByRole('heading', { name: 'Angemeldeter Benutzer' }).waitFor();
    expect((await widths(page)).main).toBeGreaterThan(900);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'desktop-auth-debug');
    await context.close();
  });
});
