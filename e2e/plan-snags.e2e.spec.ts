import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './support/axe.js';
import { baseUrl, call, devSignIn, screenshotViewport } from './support/browser.js';
import { PHONE, SMALL_PHONE, contextOf, openAt, shootPhones } from './support/phones.js';

/** The training plan's snags of issue 42 on a 390×844 and a 320×640 phone. */
describe('the training plan on a phone', () => {
  const email = `plan-snags-${Date.now()}@example.com`;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await openAt(PHONE));
    await devSignIn(page, email, 'Mia');
    const exercise = (exercise_name: string) => ({ exercise_name, sets: 3, reps: '8-12' });
    await call(page, 'POST', '/api/training-plans', {
      plan_name: 'Oben und unten',
      training_days: [
        { day_name: 'Oberkörper', exercises: [exercise('Bankdrücken'), exercise('Rudern')] },
        { day_name: 'Unterkörper', exercises: [exercise('Kniebeuge')] },
      ],
    });
  });
  afterAll(() => browser.close());

  it('says in German what an exercise target is for, and its weight placeholder fits a 320 px phone', async () => {
    await page.goto(`${baseUrl()}/TrainingPlan`);
    await page.getByRole('button', { name: /^Ziel für Bankdrücken:/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Ziel für Bankdrücken' });
    await sheet.getByText('Das geführte Training füllt Gewicht und Wiederholungen damit vor.', { exact: true }).waitFor();
    expect(await page.getByText(/Guided/).count()).toBe(0);
    const weight = sheet.getByRole('textbox', { name: 'Zielgewicht (kg)' });
    for (const size of [PHONE, SMALL_PHONE]) {
      await page.setViewportSize(size);
      // The placeholder whole in its field ("leer: wie beim letzte…" was cut at 320 px).
      const placeholder = await weight.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input, '::placeholder');
        const measure = document.createElement('canvas').getContext('2d')!;
        measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const own = getComputedStyle(input);
        return {
          text: input.placeholder,
          fits: measure.measureText(input.placeholder).width <= input.clientWidth - parseFloat(own.paddingLeft) - parseFloat(own.paddingRight),
        };
      });
      expect(placeholder).toEqual({ text: 'wie zuletzt', fits: true });
      await screenshotViewport(page, `plan-snags-target-${size.width}`);
    }
    await page.setViewportSize(PHONE);
    expect(await seriousViolations(page)).toEqual([]);
    await sheet.getByRole('button', { name: 'Abbrechen' }).click();
  });

  it("keeps the spec's double-click hint where there is a pointer, and on a touch screen names the button that renames by touch", async () => {
    await page.goto(`${baseUrl()}/TrainingPlan`);
    await page.getByText('Doppelklicke auf einen Tag, um ihn umzubenennen.', { exact: true }).waitFor();
    expect(await page.getByText('Tippe auf „Umbenennen“, um den gewählten Tag umzubenennen.').isVisible()).toBe(false);

    const touch = await contextOf(browser, PHONE, { hasTouch: true, isMobile: true });
    const phone = await touch.newPage();
    await devSignIn(phone, email, 'Mia');
    await phone.goto(`${baseUrl()}/TrainingPlan`);
    await phone.getByText('Tippe auf „Umbenennen“, um den gewählten Tag umzubenennen.', { exact: true }).waitFor();
    expect(await phone.getByText('Doppelklicke auf einen Tag, um ihn umzubenennen.').isVisible()).toBe(false);
    await shootPhones(phone, 'plan-snags-touch-hint');
    // What the hint says works by touch.
    await phone.getByRole('tab', { name: 'Tag 2: Unterkörper' }).tap();
    await phone.getByRole('button', { name: 'Umbenennen', exact: true }).tap();
    const name = phone.getByRole('textbox', { name: 'Name von Tag 2' });
    await name.fill('Beine');
    await name.press('Enter');
    await phone.getByRole('tab', { name: 'Tag 2: Beine' }).waitFor();
    await touch.close();
  });
});
