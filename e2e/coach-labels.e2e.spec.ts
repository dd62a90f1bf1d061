import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './support/axe.js';
import { baseUrl, call, devSignIn } from './support/browser.js';
import { PHONE, openAt, shootPhones } from './support/phones.js';

/**
 * One name for the coach (issue 42): the chat, the profile and the plan say "KI" alike, and the
 * profile says which KI answers (here the built-in one, as no OPENAI_API_KEY is set).
 */
describe('the coach named alike on every screen, on a phone', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await openAt(PHONE));
    await devSignIn(page, `coach-labels-${Date.now()}@example.com`, 'Ole');
    await call(page, 'POST', '/api/training-plans', {
      plan_name: 'Ganzkörper',
      training_days: [{ day_name: 'Ganzkörper', exercises: [{ exercise_name: 'Kniebeuge' }] }],
    });
  });
  afterAll(() => browser.close());

  it('calls it the KI-Coach in the chat and the profile, and the profile says which KI answers, never "ohne KI"', async () => {
    await page.goto(`${baseUrl()}/Chat`);
    await page.getByRole('heading', { level: 1, name: 'KI-Coach' }).waitFor();
    await shootPhones(page, 'coach-labels-chat');

    await page.goto(`${baseUrl()}/Profile`);
    const setting = page.getByRole('region', { name: 'KI-Coach' });
    await setting
      .getByText(
        'Dein KI-Coach antwortet mit der eingebauten KI von Hantelwerk: Sie erkennt deine Frage und antwortet mit Trainingsregeln aus deinen eigenen Daten, ohne externes Sprachmodell.',
        { exact: true },
      )
      .waitFor();
    expect(await page.getByText(/ohne KI/).count()).toBe(0);
    await setting.scrollIntoViewIfNeeded();
    await shootPhones(page, 'coach-labels-profile');
    expect(await seriousViolations(page)).toEqual([]);

    // The plan's disclaimer is the spec's own sentence, and now true of either KI.
    await page.goto(`${baseUrl()}/TrainingPlan`);
    await page.getByText('Dieser Trainingsplan wurde von KI erstellt... KI kann Fehler machen.').waitFor();
  });
});
