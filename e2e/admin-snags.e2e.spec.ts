import type { Browser, BrowserContext, Page } from 'playwright-core';
import { filterEvents } from './support/admin.js';
import { seriousViolations } from './support/axe.js';
import { baseUrl, daysAgo, devSignIn, logSetsThroughApi, screenshot } from './support/browser.js';
import { DESKTOP, PHONE, contextOf, openAt, shootPhones } from './support/phones.js';

/** The admin tools' snags of issue 42: Bull Board behind the app's service worker, and the event browser at 1440 px. */
describe('the admin tools on a desktop (1440×900) with the service worker installed', () => {
  /** The admin of the browser tests' app (ADMIN_EMAILS in support/global-setup.mjs). */
  const ADMIN = 'chefin@example.com';
  const LIFTER = 'ein.ziemlich.langer.name.fuer.spalten@snags.example';
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ browser, context, page } = await openAt(DESKTOP, { serviceWorkers: 'allow' }));
    const set = { weights: [90], reps: 5, date: daysAgo(1) };
    await logSetsThroughApi(browser, { email: LIFTER, name: 'Lang Name' }, { name: 'Kreuzheben', categories: ['Rücken'] }, set);
    await devSignIn(page, ADMIN, 'Chefin');
  });
  afterAll(() => browser.close());

  it('opens Bull Board, not the app, from "Bull Board öffnen"', async () => {
    // The service worker takes over the pages loaded after it is installed.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.goto(`${baseUrl()}/DebugDashboard?tab=queues`);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
    await page.getByRole('region', { name: 'Queues' }).getByRole('rowheader', { name: 'read-model-rebuild' }).waitFor();
    await screenshot(page, 'admin-snags-queues-1440');

    const opened = context.waitForEvent('page');
    await page.getByRole('link', { name: 'Bull Board öffnen' }).click();
    const board = await opened;
    // Whichever answers, the app's page or the board, the test says which.
    await board.waitForFunction(() => document.querySelector('.app-shell') !== null || document.body.innerText.includes('read-model-rebuild'), undefined, {
      timeout: 60_000,
    });
    expect(await board.evaluate(() => document.querySelector('.app-shell') === null)).toBe(true);
    await board.getByText('read-model-rebuild').first().waitFor();
    await screenshot(board, 'admin-snags-bull-board-1440');
    await board.close();

    // The link on a phone, where the tab scrolls: in view at 390 and 320 px.
    const phone = await (await contextOf(browser, PHONE)).newPage();
    await devSignIn(phone, ADMIN, 'Chefin');
    await phone.goto(`${baseUrl()}/DebugDashboard?tab=queues`);
    await phone.getByRole('link', { name: 'Bull Board öffnen' }).scrollIntoViewIfNeeded();
    await shootPhones(phone, 'admin-snags-queues');
  });

  it('shows an opened event beside the table with its stream and user whole', async () => {
    await page.goto(`${baseUrl()}/DebugDashboard?tab=events`);
    const table = await filterEvents(page, { type: 'WorkoutLogged', search: 'ziemlich.langer', email: LIFTER });
    await table
      .locator('tbody tr')
      .first()
      .getByRole('button', { name: /^Ereignis #\d+ \(WorkoutLogged\) anzeigen$/ })
      .click();
    await page.getByRole('region', { name: /^Ereignis #\d+: WorkoutLogged$/ }).waitFor();
    const layout = await table.evaluate((region) => {
      const box = region.getBoundingClientRect();
      return {
        sideways: region.scrollWidth > region.clientWidth,
        outside: [...region.querySelectorAll('tbody td')].filter((cell) => cell.getBoundingClientRect().right > box.right + 0.5).length,
        cut: [...region.querySelectorAll('tbody .admin-table__clip')].filter((text) => text.scrollWidth > text.clientWidth).map((text) => text.textContent),
      };
    });
    expect(layout).toEqual({ sideways: false, outside: 0, cut: [] });
    await screenshot(page, 'admin-snags-event-1440');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
