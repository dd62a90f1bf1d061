import type { Browser, Page } from 'playwright-core';
import { baseUrl, chooseLanguage, devSignIn, openPhone, screenshot } from './support/browser.js';

// Replies come from jobs on the worker; those steps get more than jest's 5 s default.
const JOB_STEP_TIMEOUT = 180_000;

/** With the interface switched to English in the profile, the coach answers in English, a German question too. */
describe('the coach in English', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await openPhone());
    await devSignIn(page, `coach-en-${Date.now()}@example.com`, 'Emma Lift');
  }, JOB_STEP_TIMEOUT);
  afterAll(() => browser.close());

  it(
    'answers a German question in English once the interface is English',
    async () => {
      await page.goto(`${baseUrl()}/Profile`);
      await chooseLanguage(page, 'English');
      await page.getByRole('heading', { name: 'Profile settings' }).waitFor();
      await page.goto(`${baseUrl()}/Chat`);
      const input = page.getByRole('textbox', { name: 'Message to the coach' });
      await input.fill('Wie viel Eiweiß brauche ich?');
      await input.press('Enter');
      const reply = page.getByRole('log', { name: 'Messages' }).locator('.chat-msg--assistant:not(.is-writing) .markdown').first();
      await reply.waitFor({ timeout: 60_000 });
      const text = await reply.innerText();
      expect(text).toContain('Protein:');
      expect(text).toContain('g per kg of body weight');
      expect(text).not.toMatch(/\b(Eiweiß|Körpergewicht|und)\b/);
      await screenshot(page, 'coach-english-reply');
    },
    JOB_STEP_TIMEOUT,
  );
});
