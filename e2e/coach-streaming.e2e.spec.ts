import type { Browser, BrowserContext, Page } from 'playwright-core';
import { OpenAiTestServer } from '../backend/test/support/openai-test-server.js';
import { bootBuiltApp } from './support/boot-app.mjs';
import { percentile } from '../bench/lib/stats.mjs';
import { ask, COACH_QUESTIONS, firstWordTimes, watchFirstWords } from './support/coach-first-words.mjs';
import { baseUrl, devSignIn, openPhone, policyViolations, screenshot } from './support/browser.js';

/**
 * The coach as the chat screen shows it: the built-in coach's reply pushed at once (the time from
 * Enter to its first words printed), its safety advice for pain, and a real model's
 * reply streaming in as it is written (a second app, its model the local OpenAI-compatible server).
 */
const STEP_TIMEOUT = 180_000;

const log = (page: Page) => page.getByRole('log', { name: 'Nachrichten' });
const input = (page: Page) => page.getByRole('textbox', { name: 'Nachricht an den Coach' });
const replies = (page: Page) => log(page).locator('.chat-msg--assistant:not(.is-writing) .markdown');

describe('the coach in a real browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ browser, context, page } = await openPhone());
  }, STEP_TIMEOUT);
  afterAll(() => browser.close());

  it(
    'pushes the built-in coach’s reply to every question, its first words on screen before the next is asked',
    async () => {
      await devSignIn(page, `schnell-${Date.now()}@example.com`, 'Sina Schnell');
      await page.goto(`${baseUrl()}/Chat`);
      await log(page).getByRole('heading', { name: 'Noch keine Nachrichten' }).waitFor();
      await watchFirstWords(page);
      const questions = COACH_QUESTIONS;
      for (const question of questions) await ask(page, question);
      const firstWords = await firstWordTimes(page);
      expect(firstWords).toHaveLength(questions.length);
      // Printed for the reader, not a pass mark: bench/coach-first-words.mjs measures it on a quiet machine.
      console.log(
        `Enter → first words of the built-in coach's reply, ${questions.length} questions: p95 ${Math.round(
          percentile(
            [...firstWords].sort((a, b) => a - b),
            0.95,
          ),
        )} ms`,
      );
    },
    STEP_TIMEOUT,
  );

  it(
    'answers a pain question with safety advice, not a diagnosis',
    async () => {
      const answer = await ask(page, 'Mein Knie tut nach Kniebeugen weh – was soll ich tun?');
      expect(answer).toContain('Diagnose');
      expect(answer).toMatch(/Brich .* ab/);
      expect(answer).toContain('Physiotherapeut');
      const bubble = replies(page).last().locator('xpath=ancestor::div[contains(@class, "chat-msg")]').first();
      await bubble.scrollIntoViewIfNeeded();
      await page.screenshot({ path: new URL('./screenshots/coach-pain-advice.png', import.meta.url).pathname });
    },
    STEP_TIMEOUT,
  );

  it('links a plan request to the training plan screen, inside the app', async () => {
    await ask(page, 'Erstell mir bitte einen Trainingsplan');
    const link = replies(page).last().getByRole('link', { name: 'Trainingsplan' });
    expect(await link.getAttribute('href')).toBe('/TrainingPlan');
    expect(await link.getAttribute('target')).toBeNull();
  });

  it('says in the profile that the built-in rules answer', async () => {
    await page.goto(`${baseUrl()}/Profile`);
    const setting = page.getByRole('region', { name: 'KI-Coach' });
    await setting.getByText(/eingebauten KI von Hantelwerk: .* ohne externes Sprachmodell/).waitFor();
    await screenshot(page, 'coach-profile-setting-rules');
  });

  describe('with a real model (the local OpenAI-compatible test server)', () => {
    let server: OpenAiTestServer;
    let app: Awaited<ReturnType<typeof bootBuiltApp>>;
    const reply =
      'Bei **Kniebeugen** hilft dir jetzt eine kleine Steigerung: Nimm nächstes Mal 2,5 kg mehr und halte die Technik sauber. Danach eine Woche leichter, dann greifst du wieder an.';

    beforeAll(async () => {
      server = await OpenAiTestServer.start();
      server.respondWith((body) => {
        const prompt = body.messages.map((message) => message.content ?? '').join('\n');
        if (prompt.includes('Kategorisiere die Übung')) return { content: 'keine' };
        if (!body.messages.some((message) => message.role === 'tool')) return { toolCalls: [{ name: 'personal_records', arguments: '{}' }] };
        return { content: reply, chunks: reply.split(/(?<=[:.] )/), chunkDelayMs: 450 };
      });
      app = await bootBuiltApp({ prefix: 'hw_e2e_model', env: { OPENAI_API_KEY: 'sk-e2e', OPENAI_BASE_URL: server.url, OPENAI_MODEL: 'hantel-test-modell' } });
    }, STEP_TIMEOUT);
    afterAll(async () => {
      await app?.stop();
      await server?.close();
    });

    it(
      'streams the reply into the conversation in parts while the model writes it',
      async () => {
        const modelPage = await context.newPage();
        await devSignIn(modelPage, `modell-${Date.now()}@example.com`, 'Mo Modell', { url: app.baseUrl });
        await modelPage.goto(`${app.baseUrl}/Chat`);
        await log(modelPage).getByRole('heading', { name: 'Noch keine Nachrichten' }).waitFor();
        await modelPage.evaluate(() => {
          const seen: string[] = [];
          (window as unknown as { streamed: string[] }).streamed = seen;
          new MutationObserver(() => {
            const writing = document.querySelector('.chat-msg.is-writing .markdown')?.textContent?.trim();
            if (writing && seen.at(-1) !== writing) seen.push(writing);
          }).observe(document.body, { childList: true, subtree: true, characterData: true });
        });
        await input(modelPage).fill('Ich komme bei Kniebeugen nicht weiter, was tun?');
        await input(modelPage).press('Enter');
        // The observer sees every part, however late the worker starts the reply on a busy machine
        // and however quickly the parts then follow each other.
        await modelPage.waitForFunction(() => (window as unknown as { streamed: string[] }).streamed.length >= 2, undefined, { timeout: 90_000 });
        await screenshot(modelPage, 'coach-model-streaming');
        await log(modelPage).locator('.chat-msg.is-writing').waitFor({ state: 'detached', timeout: 60_000 });
        const streamed = await modelPage.evaluate(() => (window as unknown as { streamed: string[] }).streamed);
        expect(streamed.length).toBeGreaterThanOrEqual(3);
        streamed.forEach((text, index) => index > 0 && expect(text.startsWith(streamed[index - 1]!.slice(0, -1))).toBe(true));
        const final = (await replies(modelPage).last().innerText()).trim();
        expect(final).toContain('Kniebeugen hilft dir jetzt eine kleine Steigerung');
        expect(final).toContain('dann greifst du wieder an.');
        await screenshot(modelPage, 'coach-model-streamed');

        await modelPage.goto(`${app.baseUrl}/Profile`);
        await modelPage
          .getByRole('region', { name: 'KI-Coach' })
          .getByText(/KI-Coach antwortet mit dem Sprachmodell hantel-test-modell/)
          .waitFor();
        await screenshot(modelPage, 'coach-profile-setting-model');
        await modelPage.close();
      },
      STEP_TIMEOUT,
    );
  });

  it('broke no rule of the Content-Security-Policy on the way', () => {
    expect(policyViolations(context)).toEqual([]);
  });
});
