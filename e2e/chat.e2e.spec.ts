import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { baseUrl, devSignIn, openPhone, policyViolations, screenshot } from './support/browser.js';

/** The AI coach (chat) and the dashboard's analysis card, on a phone, against the offline coach. */
// Replies and analyses come from jobs on the worker; those steps get more than jest's 5 s default.
const JOB_STEP_TIMEOUT = 180_000;

/**
 * Just one element, for parts of a long page (full-page shots draw the fixed navigation mid-page);
 * the fixed navigation is hidden meanwhile so it does not cover a tall element.
 */
async function elementShot(locator: Locator, name: string) {
  // A handle, because once hidden the navigation is no longer found by its role.
  const nav = await locator.page().getByRole('navigation', { name: 'Hauptnavigation' }).elementHandle();
  await nav?.evaluate((element) => ((element as HTMLElement).style.visibility = 'hidden'));
  await locator.scrollIntoViewIfNeeded();
  await locator.screenshot({ path: fileURLToPath(new URL(`./screenshots/${name}.png`, import.meta.url)) });
  await nav?.evaluate((element) => ((element as HTMLElement).style.visibility = ''));
}

describe('AI coach in a real browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const question = 'Wie viele Sätze und Wiederholungen für Muskelaufbau?';
  const log = () => page.getByRole('log', { name: 'Nachrichten' });
  const input = () => page.getByRole('textbox', { name: 'Nachricht an den Coach' });
  const analysisCard = () => page.getByRole('region', { name: 'Deine Trainingsanalyse' });

  beforeAll(async () => {
    ({ browser, context, page } = await openPhone());
    await devSignIn(page, `coach-${Date.now()}@example.com`, 'Lena Kraft');
  }, JOB_STEP_TIMEOUT);
  afterAll(() => browser.close());

  it('shows the empty analysis card to a new user', async () => {
    await analysisCard().getByText('Noch keine Analyse verfügbar').waitFor();
    await analysisCard()
      .getByText(/erscheint automatisch/)
      .waitFor();
    await screenshot(page, 'coach-dashboard-analysis-empty');
    await elementShot(analysisCard(), 'coach-analysis-card-empty');
  });

  it('opens the chat with its empty state and the AI disclaimer', async () => {
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Coach' }).click();
    await page.waitForURL('**/Chat');
    await page.getByRole('heading', { level: 1, name: 'KI-Coach' }).waitFor();
    await log().getByRole('heading', { name: 'Noch keine Nachrichten' }).waitFor();
    await log().getByText('Stelle deine erste Frage!').waitFor();
    await page.getByText('AI can make mistakes').waitFor();
    await screenshot(page, 'coach-chat-empty');
  });

  it('grows the input up to about 72px, then scrolls inside it', async () => {
    const oneLine = (await input().boundingBox())?.height ?? 0;
    await input().click();
    for (const line of ['Zeile 1', 'Zeile 2', 'Zeile 3', 'Zeile 4', 'Zeile 5']) {
      await page.keyboard.type(line);
      await page.keyboard.press('Shift+Enter');
    }
    const grown = (await input().boundingBox())?.height ?? 0;
    expect(oneLine).toBeLessThan(30);
    expect(grown).toBeGreaterThan(oneLine);
    expect(grown).toBeLessThanOrEqual(72.5);
    await screenshot(page, 'coach-chat-input-grown');
    await input().fill('');
    expect((await input().boundingBox())?.height).toBeCloseTo(oneLine, 0);
  });

  it(
    'answers a German question with a markdown reply',
    async () => {
      await input().fill(question);
      await input().press('Enter');

      await log().locator('.chat-msg--user').getByText(question).waitFor();
      const reply = log().locator('.chat-msg--assistant .markdown').first();
      await reply.waitFor({ timeout: 60_000 });
      const text = (await reply.innerText()).trim();
      expect(text.length).toBeGreaterThan(40);
      expect(text).toMatch(/Sätze|Wiederholungen|Wdh/);
      // Rendered markdown, not the raw syntax: structure elements exist and no "**" is left over.
      expect(await reply.locator('p, li, strong, h1, h2, h3, table').count()).toBeGreaterThan(0);
      expect(text).not.toContain('**');

      await log().getByText('Coach schreibt …').waitFor({ state: 'detached' });
      expect(await input().inputValue()).toBe('');
      expect(await input().isEnabled()).toBe(true);

      // The bubbles stay within 85% of the list's width.
      const logBox = await log().boundingBox();
      for (const bubble of await log().locator('.chat-msg').all()) {
        const box = await bubble.boundingBox();
        expect(box!.width).toBeLessThanOrEqual(logBox!.width * 0.85 + 1);
      }
      await screenshot(page, 'coach-chat-reply');
    },
    JOB_STEP_TIMEOUT,
  );

  it('keeps the conversation after a reload and lists it in the history', async () => {
    await page.reload();
    await log().locator('.chat-msg--assistant .markdown').first().waitFor();

    await page.getByRole('button', { name: 'Chatverlauf' }).click();
    const sheet = page.getByRole('dialog', { name: 'Chatverlauf' });
    await sheet.getByRole('button', { name: new RegExp(question) }).waitFor();
    await screenshot(page, 'coach-chat-history');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
  });

  it('starts a new chat, remembers the dismissed disclaimer, and returns to the old one', async () => {
    await page.getByRole('button', { name: 'Got It' }).click();
    await page.getByText('AI can make mistakes').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Neuer Chat' }).click();
    await log().getByRole('heading', { name: 'Noch keine Nachrichten' }).waitFor();
    await screenshot(page, 'coach-chat-new');

    await page.reload();
    await log().locator('.chat-msg--assistant').first().waitFor();
    expect(await page.getByText('AI can make mistakes').count()).toBe(0);
  });

  it(
    'shows the analysis on the dashboard after a logged set',
    async () => {
      const outcome = await page.evaluate(async () => {
        const post = (path: string, body: unknown) =>
          fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
        const machineResponse = await post('/api/machines', { name: 'Bankdrücken' });
        if (machineResponse.status === 404) return { skipped: 'no /api/machines' };
        const machine = await machineResponse.json();
        const today = new Date().toLocaleDateString('sv-SE');
        const entry = await post('/api/workouts', { machine_id: machine.id, max_weight: 80, reps: 8, date: today });
        if (!entry.ok) return { skipped: `POST /api/workouts answered ${entry.status}` };
        const started = await (await post('/api/functions/invoke', { functionName: 'generatePerformanceAnalysis' })).json();
        const jobId = started?.data?.job_id;
        for (let i = 0; jobId && i < 60; i += 1) {
          const job = await (await fetch(`/api/jobs/${jobId}`)).json();
          if (job.state === 'completed' || job.state === 'failed') return { state: job.state };
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        return { started };
      });
      if ('skipped' in outcome) {
        console.warn(`Analysis step skipped: ${outcome.skipped}`);
        return;
      }
      expect(outcome).toEqual({ state: 'completed' });

      await page.goto(`${baseUrl()}/Dashboard`);
      // Whether the server or this request produced it, the card finds the analysis by itself.
      await analysisCard().locator('.analysis-card__text p').first().waitFor({ timeout: 60_000 });
      expect(await analysisCard().getByText('Noch keine Analyse verfügbar').count()).toBe(0);
      const more = analysisCard().getByRole('button', { name: 'Mehr anzeigen' });
      if (await more.count()) {
        await elementShot(analysisCard(), 'coach-analysis-card-collapsed');
        await more.click();
        await analysisCard().getByRole('button', { name: 'Weniger anzeigen' }).waitFor();
      }
      await elementShot(analysisCard(), 'coach-analysis-card');
    },
    JOB_STEP_TIMEOUT,
  );

  it('broke no rule of the Content-Security-Policy on the way', () => {
    expect(policyViolations(context)).toEqual([]);
  });
});
