import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format } from 'date-fns/format';
import { subDays } from 'date-fns/subDays';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';

/** What the global setup started for this jest worker (`global-setup.mjs`): its app, database or browser. */
function ofThisWorker(what: 'BASE_URL' | 'DATABASE_URL' | 'BROWSER'): string {
  const name = `E2E_${what}_${process.env.JEST_WORKER_ID ?? '1'}`;
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the e2e global setup did not run`);
  return value;
}

export const baseUrl = () => ofThisWorker('BASE_URL');

/** The database of this worker's app, for tests that seed a long history straight into the log. */
export const databaseUrl = () => ofThisWorker('DATABASE_URL');

const screenshotDir = fileURLToPath(new URL('../screenshots', import.meta.url));

/**
 * This worker's Chromium (Debian's, started by the global setup), shared by its test files: each
 * test opens contexts of its own, and `close()` only disconnects this file from it.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.connect(ofThisWorker('BROWSER'));
  // Read by e2e/support/environment.mjs, which pictures the open pages when a test fails.
  const open = ((globalThis as { __openBrowsers?: Browser[] }).__openBrowsers ??= []);
  open.push(browser);
  return browser;
}

const policyMessages = new WeakMap<BrowserContext, string[]>();

/**
 * What every test's context has: German, Berlin's time, and no service worker unless the test is
 * about it (offline, a shared phone, the board behind the worker) and passes `WorkerChoice`:
 * installed, it precaches the whole app, 76 files, into every new context, the biggest share of a
 * short test's work; the app behaves the same online without it. Phones too draw one device pixel
 * per CSS pixel (Playwright's default): the layout is in CSS pixels and the app has nothing that
 * depends on the pixel ratio, and Chromium rasters a page at 2× with about a fifth more CPU.
 */
export const TEST_CONTEXT = { locale: 'de-DE', timezoneId: 'Europe/Berlin', serviceWorkers: 'block' } as const satisfies BrowserContextOptions;

export type WorkerChoice = Pick<BrowserContextOptions, 'serviceWorkers'>;

/** A phone-sized context, as most lifters use the app between sets; it notes every CSP violation. */
export function phoneContext(browser: Browser, choice: WorkerChoice = {}): Promise<BrowserContext> {
  return recordingContext(browser, { width: 390, height: 844 }, choice);
}

/** A desktop-sized context (1440×900), as an admin or a lifter planning at a desk has; it notes every CSP violation. */
export function desktopContext(browser: Browser): Promise<BrowserContext> {
  return recordingContext(browser, { width: 1440, height: 900 });
}

async function recordingContext(browser: Browser, viewport: { width: number; height: number }, choice: WorkerChoice = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ ...TEST_CONTEXT, viewport, ...choice });
  // Playwright's 30 s bounds a failure only; with both cores busy with other work a page can take longer.
  context.setDefaultTimeout(60_000);
  const messages: string[] = [];
  policyMessages.set(context, messages);
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  return context;
}

/** A browser with one phone-sized page, as most browser tests start (close the browser after them). */
export async function openPhone(choice: WorkerChoice = {}): Promise<{ browser: Browser; context: BrowserContext; page: Page }> {
  const browser = await launchBrowser();
  const context = await phoneContext(browser, choice);
  return { browser, context, page: await context.newPage() };
}

/** What Chromium reported as blocked by the Content-Security-Policy on any page of the context. */
export function policyViolations(context: BrowserContext): string[] {
  return policyMessages.get(context) ?? [];
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
}

/** Only what is on screen: dialogs, banners and the rest timer are fixed to it and a full-page picture would tear them apart. */
export async function screenshotViewport(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, animations: 'disabled' });
}

/**
 * Signs in through the development form. A new user is sent to onboarding; unless a test is about
 * onboarding (`onboarded: false`), the user is marked as onboarded and lands on the dashboard.
 */
export async function devSignIn(page: Page, email: string, name: string, { onboarded = true, url = baseUrl() } = {}): Promise<void> {
  await page.goto(url);
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Anmelden (Entwicklung)' }).click();
  await page.getByRole('heading', { level: 1, name: /Willkommen/ }).waitFor();
  if (!onboarded || !page.url().endsWith('/Onboarding')) return;
  await page.evaluate(() =>
    fetch('/api/auth/update', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ onboarding_completed: true }) }),
  );
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: /Willkommen zurück/ }).waitFor();
}

/**
 * Switches the interface language on the profile screen and waits until the account remembers it:
 * the screen changes at once, but a reload before the PUT answers would come back in the old language.
 */
export async function chooseLanguage(page: Page, radioName: 'English' | 'Deutsch'): Promise<void> {
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/auth/update') && response.request().method() === 'PUT' && response.ok());
  await page.getByRole('radio', { name: radioName }).click();
  await saved;
}

/** A training day `days` before today (yyyy-MM-dd): recent whenever the suite runs, never in the future. */
export const daysAgo = (days: number) => format(subDays(new Date(), days), 'yyyy-MM-dd');

/** A set as `GET /api/workouts` answers it, for checking what reached the server. */
export interface ServerSet {
  id: string;
  machine_id: string;
  max_weight: number;
  reps: number;
  date: string;
  created_at: string;
}

/** The signed-in lifter's call, from inside the page (its session cookie). */
export async function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    { method, path, body },
  );
}

/** The signed-in user's sets on the server, asked outside the page (it works while the page is offline). */
export async function serverSets(context: BrowserContext): Promise<ServerSet[]> {
  return (await context.request.get(`${baseUrl()}/api/workouts`)).json();
}

/** A lifter's sets logged through the api, in a context of their own: signs them in, creates the exercise, logs each weight on the date. */
export async function logSetsThroughApi(
  browser: Browser,
  user: { email: string; name: string },
  exercise: { name: string; categories: string[] },
  sets: { weights: number[]; reps: number; date: string },
): Promise<void> {
  const context = await browser.newContext();
  const post = async (path: string, data: object) => {
    const response = await context.request.post(`${baseUrl()}${path}`, { data });
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
    return response.json();
  };
  await post('/api/auth/dev-login', user);
  const machine = await post('/api/machines', exercise);
  for (const weight of sets.weights) await post('/api/workouts', { machine_id: machine.id, max_weight: weight, reps: sets.reps, date: sets.date });
  await context.close();
}

/**
 * Waits until every closed dialog has taken its history entry back (lib/use-back-to-close.ts).
 * Closed by a button, a dialog calls `history.back()`, which lands a moment later: a `goto` or
 * `reload` issued before it lands is undone by it, back to the page the dialog was on.
 */
export async function overlayEntriesGone(page: Page): Promise<void> {
  await page.waitForFunction(() => (history.state as { overlay?: string } | null)?.overlay === undefined);
}

/**
 * Does `act` on a held page clock, then moves the clock on 100 ms at a time until `shown` is
 * visible, and leaves it held: what leaves by itself after a few seconds (a toast, the success
 * overlay and dialog) cannot leave unseen while a busy machine answers the test's looks. The page
 * needs `page.clock.install()` before it loaded; `page.clock.resume()` lets its time run again.
 */
export async function actOnHeldClock(page: Page, act: () => Promise<unknown>, shown: Locator): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await act();
  while (!(await shown.isVisible())) await page.clock.runFor(100);
}

/** What the lifter would hit tapping the middle of `target`: the element itself (or inside it), not something fixed over it. */
export async function tapHits(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  if (!box) throw new Error('not on screen');
  const handle = await target.elementHandle();
  return page.evaluate(
    ([x, y, element]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && element !== null && (hit === element || element.contains(hit) || hit.contains(element));
    },
    [box.x + box.width / 2, box.y + box.height / 2, handle] as const,
  );
}

/** The top of the bottom navigation, in viewport pixels. */
export const navTop = async (page: Page) => (await page.getByRole('navigation', { name: 'Hauptnavigation' }).boundingBox())!.y;
