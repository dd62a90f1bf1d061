import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, call, daysAgo, devSignIn, launchBrowser, phoneContext, screenshot } from './support/browser.js';

/** The cache the service worker answers the app's reads from without network (frontend/vite.config.ts). */
const API_CACHE = 'hantelwerk-api';

interface Lifter {
  email: string;
  name: string;
  exercise: string;
  note: string;
}

const lifter = (id: string, name: string, exercise: string, note: string): Lifter => ({
  email: `${id}-${Date.now()}@example.com`,
  name,
  exercise,
  note,
});

/** Everything the service worker keeps of the api's answers on this phone, addresses and bodies. */
const cachedAnswers = (page: Page) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return '';
    const cache = await caches.open(name);
    const answers = await Promise.all((await cache.keys()).map(async (request) => `${request.url} ${await (await cache.match(request))?.text()}`));
    return answers.join('\n');
  }, API_CACHE);

/** What the page gets for a read through the service worker: its body, or nothing offline without a kept copy. */
const served = (page: Page, path: string) =>
  page.evaluate(async (path) => {
    try {
      return await (await fetch(path)).text();
    } catch {
      return 'no answer';
    }
  }, path);

/** Signs the lifter in on the phone and logs a set with a note on an exercise of their own; answers the exercise's id. */
async function signInAndLog(page: Page, who: Lifter): Promise<string> {
  await devSignIn(page, who.email, who.name);
  const machine = await call<{ id: string }>(page, 'POST', '/api/machines', { name: who.exercise, categories: [] });
  await call(page, 'POST', '/api/workouts', { machine_id: machine.id, max_weight: 80, reps: 8, date: daysAgo(1), notes: who.note });
  return machine.id;
}

/** A uses the phone online: the service worker keeps the dashboard, the exercises and A's exercise with its note. */
async function useThePhone(page: Page, a: Lifter): Promise<string> {
  const machineId = await signInAndLog(page, a);
  // The service worker takes over the pages loaded after it is installed; from then on the reads pass through it.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto(`${baseUrl()}/Dashboard`);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
  await page.getByRole('article', { name: a.exercise }).waitFor();
  await page.goto(`${baseUrl()}/Exercise/${machineId}`);
  await page.getByRole('heading', { level: 1, name: a.exercise }).waitFor();
  await page.goto(`${baseUrl()}/AddWorkout`);
  await page.getByRole('combobox', { name: 'Übung' }).waitFor();
  // Kept once the service worker has written the answers, a moment after the page got them.
  await page.waitForFunction(
    async ({ name, note, exercise }) => {
      const cache = await caches.open(name);
      const bodies = await Promise.all((await cache.keys()).map(async (request) => (await cache.match(request))?.text()));
      return bodies.some((body) => body?.includes(note)) && bodies.some((body) => body?.includes(exercise));
    },
    { name: API_CACHE, note: a.note, exercise: a.exercise },
    { timeout: 60_000 },
  );
  return machineId;
}

/**
 * B signs in on the phone A used, sees the dashboard online, and walks into the gym without
 * reception: whatever B opens offline is B's, and nothing of A is kept or served any more.
 */
async function nextLifterOffline(page: Page, context: BrowserContext, a: Lifter, aMachineId: string, b: Lifter, shot: string): Promise<void> {
  await signInAndLog(page, b);
  await page.goto(`${baseUrl()}/Dashboard`);
  await page.getByRole('article', { name: b.exercise }).waitFor();
  expect(await cachedAnswers(page)).not.toContain(a.exercise);
  expect(await cachedAnswers(page)).not.toContain(a.note);

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: new RegExp(b.name.split(' ')[0]!) }).waitFor();
  await page.getByRole('article', { name: b.exercise }).waitFor();
  expect(await page.getByRole('article', { name: a.exercise }).count()).toBe(0);
  await screenshot(page, `${shot}-dashboard-offline`);

  // The exercises and A's exercise (its address still in the phone's history): no copy of A's answers.
  for (const path of ['/api/machines', '/api/workouts', `/api/workouts?filter=${encodeURIComponent(JSON.stringify({ machine_id: aMachineId }))}`]) {
    const answer = await served(page, path);
    expect(answer).not.toContain(a.exercise);
    expect(answer).not.toContain(a.note);
  }
  await page.goto(`${baseUrl()}/AddWorkout`);
  await page.getByRole('combobox', { name: 'Übung' }).click();
  await screenshot(page, `${shot}-add-workout-offline`);
  expect(await page.locator('body').textContent()).not.toContain(a.exercise);
  await page.goto(`${baseUrl()}/Exercise/${aMachineId}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await page.locator('body').textContent()).not.toMatch(new RegExp(`${a.exercise}|${a.note}`));
  await context.setOffline(false);
}

/** Issue 47, "a shared phone": what the service worker keeps for offline use never reaches the next lifter on the same phone. */
describe('two lifters on one phone', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows B nothing of A offline when A was signed out from another device', async () => {
    const a = lifter('phone-a', 'Anna Anders', 'Annas Geheimübung', 'Notiz von Anna: Knie zwickt');
    const b = lifter('phone-b', 'Berta Bauer', 'Bertas Beinpresse', 'Notiz von Berta');
    const context = await phoneContext(browser, { serviceWorkers: 'allow' });
    const page = await context.newPage();
    const aMachineId = await useThePhone(page, a);

    // A, at home on a laptop, ends every other session: the phone does not know yet.
    const laptop = await browser.newContext();
    expect((await laptop.request.post(`${baseUrl()}/api/auth/dev-login`, { data: { email: a.email, name: a.name } })).ok()).toBe(true);
    const ended = await laptop.request.post(`${baseUrl()}/api/auth/sessions/end-others`);
    expect(await ended.json()).toEqual({ ended: 1 });
    await laptop.close();

    await nextLifterOffline(page, context, a, aMachineId, b, 'shared-phone-ended-elsewhere');
    await context.close();
  });

  it('shows B nothing of A offline after A signed out on the phone', async () => {
    const a = lifter('phone-c', 'Carla Clausen', 'Carlas Kabelzug', 'Notiz von Carla: Schulter');
    const b = lifter('phone-d', 'Dora Dietz', 'Doras Dips', 'Notiz von Dora');
    const context = await phoneContext(browser, { serviceWorkers: 'allow' });
    const page = await context.newPage();
    const aMachineId = await useThePhone(page, a);

    await page.goto(`${baseUrl()}/Profile`);
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.getByRole('dialog', { name: 'Abmelden?' }).getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL((url) => url.pathname === '/', { waitUntil: 'load' });
    await page.getByLabel('E-Mail').waitFor();

    await nextLifterOffline(page, context, a, aMachineId, b, 'shared-phone-signed-out');
    await context.close();
  });
});
