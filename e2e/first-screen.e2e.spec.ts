import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, desktopContext, launchBrowser, openPhone, phoneContext, policyViolations, screenshot } from './support/browser.js';
import { contextOf } from './support/phones.js';

/**
 * index.html preloads the dashboard's data for the first screen. A visitor who is signed out when
 * the page loads gets a 401 in that preload; signing in through the form (no reload) must then
 * show the lifter's dashboard, not reuse the preloaded refusal.
 */
describe('first screen after signing in without a reload', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await openPhone());
    await withASetToday(page.context(), { email: 'rita@example.com', name: 'Rita Rück' }, { name: 'Rudern am Kabel', categories: ['Rücken'] }, 55, 10);
    await page.context().request.post(`${baseUrl()}/api/auth/logout`);
  });
  afterAll(() => browser.close());

  it('shows the returning lifter their exercises once the dev form signs them in', async () => {
    const preloads: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/dashboard')) preloads.push(response.status());
    });
    await page.goto(baseUrl());
    await page.getByLabel('E-Mail').fill('rita@example.com');
    await page.getByLabel('Name').fill('Rita Rück');
    await page.getByRole('button', { name: 'Anmelden (Entwicklung)' }).click();
    await page.getByRole('heading', { level: 1, name: /Willkommen zurück/ }).waitFor();
    await page.locator('article').filter({ hasText: 'Rudern am Kabel' }).filter({ hasText: '55' }).waitFor();
    // The signed-out page load did ask for the dashboard (the preload) and was refused.
    expect(preloads[0]).toBe(401);
    expect(preloads.at(-1)).toBe(200);
    await screenshot(page, 'first-screen-after-sign-in');
  });
});

/**
 * For a signed-in lifter the api draws the dashboard into index.html (backend/src/app/first-screen.ts)
 * with its data beside it; the app then draws the same screen over it without asking for that data.
 */
describe('the first screen drawn by the api', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    ['phone', phoneContext],
    ['desktop', desktopContext],
  ] as const)("is the lifter's dashboard without script, and the app draws the same screen over it (%s)", async (name, open) => {
    const context = await open(browser);
    await withASetToday(context, { email: `dora-${name}@example.com`, name: 'Dora Druck' }, { name: 'Beinpresse', categories: ['Beine'] }, 120, 12);

    const viewport = context.pages()[0]?.viewportSize() ?? (name === 'phone' ? { width: 390, height: 844 } : { width: 1440, height: 900 });
    const bare = await contextOf(browser, viewport, { javaScriptEnabled: false, storageState: await context.storageState() });
    const drawn = await bare.newPage();
    await drawn.goto(`${baseUrl()}/Dashboard`);
    await drawn.getByRole('heading', { level: 1, name: /Willkommen zurück/ }).waitFor();
    const drawnCard = await drawn.locator('article').filter({ hasText: 'Beinpresse' }).innerText();
    expect(drawnCard).toContain('120');
    await screenshot(drawn, `first-screen-drawn-${name}`);
    await bare.close();

    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (/\/api\/(auth\/me|dashboard)/.test(sent.url())) asked.push(sent.url());
    });
    // The app hydrates the drawn screen: a mismatch would be React's error 418, reported as the page's.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl()}/Dashboard`);
    // The analysis card below the cards comes with the app's render, after its first paint.
    await page.locator('.analysis-card').waitFor();
    expect(await page.locator('article').filter({ hasText: 'Beinpresse' }).innerText()).toBe(drawnCard);
    expect(await page.locator('#first-screen-data').count()).toBe(0);
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
    expect(policyViolations(context)).toEqual([]);
    await screenshot(page, `first-screen-app-${name}`);
    await context.close();
  });

  it('answers a tap on the drawn screen made before the scripts took over, once, and keeps the drawn elements', async () => {
    const context = await phoneContext(browser);
    await withASetToday(context, { email: 'tim-tipp@example.com', name: 'Tim Tipp' }, { name: 'Schulterdrücken', categories: ['Schultern'] }, 30, 10);
    // The app's scripts arrive only once the drawn screen has been tapped (no timing to race on a loaded machine).
    const scriptsArrive = await holdBack(context, '**/assets/*.js');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // A hydration that failed (React's error 418) is reported as the page's error, and React draws the screen anew.
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl()}/Dashboard`, { waitUntil: 'commit' });
    const details = page.getByRole('button', { name: 'Details zu Schulterdrücken' });
    await details.waitFor();
    await page.evaluate(() => document.querySelector('.machine-card__expand')!.setAttribute('data-drawn', ''));
    // Twice, as a lifter taps again when the first tap seems to do nothing: the details open, not open and close.
    await details.click();
    await details.click();
    expect(await details.getAttribute('aria-expanded')).toBe('false');
    scriptsArrive();
    await page.locator('.analysis-card').waitFor();
    await page.locator('.machine-card__expand[aria-expanded="true"]').waitFor();
    // Hydrated, not drawn anew: the element tapped is the one the api drew.
    expect(await page.locator('.machine-card__expand[data-drawn]').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps no taps from the app when the script that keeps early taps arrives after the app took over', async () => {
    const context = await phoneContext(browser);
    await withASetToday(context, { email: 'spaet-tipp@example.com', name: 'Sina Spät' }, { name: 'Beinbeuger', categories: ['Beine'] }, 40, 12);
    // It loads async, so a slow answer for it lets the app come first: held until the app has drawn its analysis card.
    const scriptArrives = await holdBack(context, '**/early-taps.js');
    const page = await context.newPage();
    const arrived = page.waitForResponse((response) => response.url().endsWith('/early-taps.js'));
    // Not until 'load', which waits for every async script, this one too.
    await page.goto(`${baseUrl()}/Dashboard`, { waitUntil: 'domcontentloaded' });
    await page.locator('.analysis-card').waitFor();
    scriptArrives();
    await arrived;
    // Loaded, then run: its resource entry is there once it has loaded; a frame later it has run.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/early-taps.js')));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    // A form's submit is a click's default action: kept and stopped, the set would never be sent.
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Training hinzufügen' }).click();
    await page.getByRole('combobox', { name: 'Übung' }).fill('Beinbeuger');
    // The known exercise's last set fills the fields first; the lifter types over it.
    await page.getByText(/^Letztes Mal: 40/).waitFor();
    await page.getByLabel('Gewicht (kg)').fill('42,5');
    await page.getByLabel('Wiederholungen').fill('12');
    await page.getByRole('button', { name: 'Training speichern' }).click();
    // Today's first set was logged before the visit.
    await page.getByText('Satz 2: 42,5 kg × 12').waitFor();
    await context.close();
  });

  it('is drawn in the lifter’s language, and the app’s first render keeps it', async () => {
    const context = await phoneContext(browser);
    const request = context.request;
    await request.post(`${baseUrl()}/api/auth/dev-login`, { data: { email: 'emma-english@example.com', name: 'Emma English' } });
    await request.put(`${baseUrl()}/api/auth/update`, { data: { onboarding_completed: true, language: 'en' } });

    const bare = await browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState(), locale: 'de-DE' });
    const drawn = await bare.newPage();
    await drawn.goto(`${baseUrl()}/Dashboard`);
    expect(await drawn.getByRole('heading', { level: 1 }).innerText()).toContain('Welcome back');
    await bare.close();

    const page = await context.newPage();
    const headings: string[] = [];
    await page.exposeFunction('sawHeading', (text: string) => headings.push(text));
    // Every text the heading shows from the first paint on: never the German one in between.
    await page.addInitScript(() => {
      const report = () => {
        const heading = document.querySelector('h1');
        if (heading) (window as unknown as { sawHeading: (text: string) => void }).sawHeading(heading.textContent ?? '');
      };
      new MutationObserver(report).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(`${baseUrl()}/Dashboard`);
    await page.locator('.analysis-card').waitFor();
    expect(headings.length).toBeGreaterThan(0);
    expect(headings.filter((text) => text.includes('Willkommen'))).toEqual([]);
    await context.close();
  });
});

/** Signs the lifter in on `context`, past the onboarding, with one set of a new exercise logged today. */
async function withASetToday(
  context: BrowserContext,
  lifter: { email: string; name: string },
  exercise: { name: string; categories: string[] },
  weight: number,
  reps: number,
): Promise<void> {
  const request = context.request;
  await request.post(`${baseUrl()}/api/auth/dev-login`, { data: lifter });
  await request.put(`${baseUrl()}/api/auth/update`, { data: { onboarding_completed: true } });
  const machine = await (await request.post(`${baseUrl()}/api/machines`, { data: exercise })).json();
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
  expect((await request.post(`${baseUrl()}/api/workouts`, { data: { machine_id: machine.id, max_weight: weight, reps, date: today } })).status()).toBe(201);
}

/** Holds back the answers for `url` on `context` until the returned function is called. */
async function holdBack(context: BrowserContext, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
