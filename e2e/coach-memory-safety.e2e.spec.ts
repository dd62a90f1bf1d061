import type { Browser, Page } from 'playwright-core';
import { baseUrl, devSignIn, openPhone, screenshot } from './support/browser.js';

// Replies come from jobs on the worker; those steps get more than jest's 5 s default.
const JOB_STEP_TIMEOUT = 180_000;

/**
 * A lifter's conversation on a phone (issue 32): what they say about themselves is used in a later
 * answer, and a red-flag symptom stops the advice and points to 112 whatever else is asked.
 */
describe('the coach remembers and puts health first', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await openPhone());
    await devSignIn(page, `coach-memory-${Date.now()}@example.com`, 'Tom Test');
  }, JOB_STEP_TIMEOUT);
  afterAll(() => browser.close());

  const replies = () => page.getByRole('log', { name: 'Nachrichten' }).locator('.chat-msg--assistant:not(.is-writing) .markdown');

  /** Sends a message as a lifter types it and waits for the coach's reply to it. */
  async function ask(question: string): Promise<string> {
    const before = await replies().count();
    const input = page.getByRole('textbox', { name: 'Nachricht an den Coach' });
    await input.fill(question);
    await input.press('Enter');
    const reply = replies().nth(before);
    await reply.waitFor({ timeout: 60_000 });
    return reply.innerText();
  }

  it(
    'uses the injury told in the first message for today’s training, and answers chest pressure with 112',
    async () => {
      await page.goto(`${baseUrl()}/Chat`);
      await ask('Hi, ich bin Tom und habe ein kaputtes Knie.');
      const today = await ask('Was soll ich heute trainieren?');
      expect(today).toContain('Wegen deiner Beschwerden (Knie)');
      expect(await ask('Weißt du noch, wie ich heiße?')).toContain('Tom');

      const urgent = await ask('Wie viele Sätze habe ich diese Woche gemacht? Mir ist schwindelig und die Brust drückt');
      expect(urgent).toContain('112');
      expect(urgent).not.toContain('Diese Woche');
      await screenshot(page, 'coach-memory-safety');
    },
    JOB_STEP_TIMEOUT * 2,
  );
});
