import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, devSignIn, openPhone, policyViolations, screenshotViewport as shot, serverSets as serverSetsOf } from './support/browser.js';

/**
 * A plan day's training sheet without reception, at 390×844: its sets go through the same outbox
 * as the dashboard's (IndexedDB, each with its Idempotency-Key), survive a reload without network,
 * can be corrected while they wait, and reach the server exactly once when the connection is back.
 */
describe('the training sheet offline', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ browser, context, page } = await openPhone({ serviceWorkers: 'allow' }));
    await devSignIn(page, `guided-offline-${Date.now()}@example.com`, 'Olli Offline');
    const plan = await context.request.post(`${baseUrl()}/api/training-plans`, {
      data: {
        plan_name: 'Kellerplan',
        training_days: [
          {
            day_name: 'Ganzkörper',
            exercises: [
              { exercise_name: 'Kniebeugen', sets: 3, reps: '5' },
              { exercise_name: 'Bankdrücken', sets: 3, reps: '8' },
            ],
          },
        ],
      },
    });
    expect(plan.status()).toBe(201);
  });
  afterAll(() => browser.close());

  const serverSets = () => serverSetsOf(context);
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  const checkOf = (set: string) => page.getByRole('button', { name: `${set} abhaken`, exact: true });
  const checked = (set: string) =>
    page.waitForFunction((name) => document.querySelector(`button[aria-label="${name}"]`)?.getAttribute('aria-pressed') === 'true', `${set} abhaken`);

  it('logs two sets offline, keeps them over an offline reload, takes a correction while they wait, and sends exactly those two once online', async () => {
    // The service worker takes over the pages loaded after it is installed; the plan is read through it once online.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.goto(`${baseUrl()}/GuidedTraining`);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
    await page.getByRole('radio', { name: /Tag 1: Ganzkörper/ }).click();
    await page.getByRole('button', { name: 'Training starten' }).click();
    await page.getByRole('heading', { level: 2, name: 'Kniebeugen' }).waitFor();
    expect(await serverSets()).toEqual([]);

    await context.setOffline(true);
    await page.getByText('Offline – neue Sätze werden gespeichert und später gesendet.').waitFor();
    await field('Gewicht Satz 1 Kniebeugen').fill('100');
    await field('Wiederholungen Satz 1 Kniebeugen').fill('5');
    await checkOf('Satz 1 Kniebeugen').click();
    await checked('Satz 1 Kniebeugen');
    await page.getByText('Offline – 1 Satz wartet auf Verbindung.').waitFor();
    // The rest runs in the dock, as after every logged set.
    await page.getByRole('region', { name: 'Satzpause' }).waitFor();
    await shot(page, 'guided-offline-rest');
    await field('Gewicht Satz 2 Kniebeugen').fill('100');
    await field('Wiederholungen Satz 2 Kniebeugen').fill('4');
    await checkOf('Satz 2 Kniebeugen').click();
    await checked('Satz 2 Kniebeugen');
    await page.getByText('Offline – 2 Sätze warten auf Verbindung.').waitFor();
    await shot(page, 'guided-offline-two-waiting');

    // Without network the app opens again from the service worker, the sheet as it was, the sets still waiting.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Kniebeugen' }).waitFor();
    await checked('Satz 2 Kniebeugen');
    await page.getByText('Offline – 2 Sätze warten auf Verbindung.').waitFor();
    // The second set was 3 reps: corrected while it waits, it leaves with the correction.
    await field('Wiederholungen Satz 2 Kniebeugen').fill('3');
    await page.getByRole('heading', { level: 1 }).click();
    await shot(page, 'guided-offline-after-reload');
    expect(await serverSets()).toEqual([]);

    await context.setOffline(false);
    await page.waitForFunction(
      () => !document.body.textContent?.includes('warten auf Verbindung') && !document.body.textContent?.includes('gesendet …'),
      undefined,
      {
        timeout: 60_000,
      },
    );
    // Exactly the two sets, once each, under one exercise created once.
    const sent = await serverSets();
    expect(sent.map((set) => `${set.max_weight}×${set.reps}`).sort()).toEqual(['100×3', '100×5']);
    expect(new Set(sent.map((set) => set.machine_id)).size).toBe(1);
    const machines = (await (await context.request.get(`${baseUrl()}/api/machines`)).json()) as { name: string }[];
    expect(machines.map((machine) => machine.name)).toEqual(['Kniebeugen']);

    // The training goes on online: the third set is sent at once, and nothing is sent twice.
    await field('Gewicht Satz 3 Kniebeugen').fill('100');
    await field('Wiederholungen Satz 3 Kniebeugen').fill('5');
    await checkOf('Satz 3 Kniebeugen').click();
    await checked('Satz 3 Kniebeugen');
    await shot(page, 'guided-offline-back-online');
    expect((await serverSets()).length).toBe(3);
    expect(policyViolations(context)).toEqual([]);
  });

  it('finishes the training without reception: the summary shows at once, and the day is recorded on the server once online', async () => {
    const me = async () =>
      (await (await context.request.get(`${baseUrl()}/api/auth/me`)).json()) as {
        last_completed_training_day_number: number | null;
        last_completed_training_day_per_plan: Record<string, number>;
      };
    expect((await me()).last_completed_training_day_number).toBeNull();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Training beenden' }).click();
    await page.getByRole('button', { name: 'Beenden', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Training abgeschlossen!' }).waitFor();
    await page.getByRole('button', { name: 'Fertig' }).click();
    await page.getByText('Offline – neue Sätze werden gespeichert und später gesendet.').waitFor();
    expect((await me()).last_completed_training_day_number).toBeNull();

    await context.setOffline(false);
    // Sent once the browser says it is online again (or at the next retry).
    const deadline = Date.now() + 30_000;
    while ((await me()).last_completed_training_day_number === null && Date.now() < deadline) await page.waitForTimeout(250);
    expect((await me()).last_completed_training_day_number).toBe(1);
    expect(Object.values((await me()).last_completed_training_day_per_plan)).toEqual([1]);
    expect(await page.evaluate(() => localStorage.getItem('finishedTrainingDay'))).toBeNull();
  });
});
