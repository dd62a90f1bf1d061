import type { TrainingPlan } from '@hantelwerk/api-types';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './support/axe.js';
import { baseUrl, call, desktopContext, devSignIn, launchBrowser, openPhone, phoneContext, screenshot, screenshotViewport } from './support/browser.js';

const names = async (page: Page) => page.locator('.plan-exercise__name').allTextContents();

/**
 * A lifter shapes a plan set by set on a phone: sets, a reps range and a target weight typed with
 * a decimal comma, the order changed with the buttons and by dragging the handle, and the training
 * sheet that starts from the target with the plan's sets.
 */
describe('the plan editor and the training sheet from a target, at 390×844', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await openPhone());
    await devSignIn(page, `plan-editor-${Date.now()}@example.com`, 'Mara');
    const exercise = (exercise_name: string) => ({ exercise_name, sets: 3, reps: '8-12' });
    await call(page, 'POST', '/api/training-plans', {
      plan_name: 'Kraft',
      training_days: [{ day_name: 'Push', exercises: [exercise('Schulterdrücken'), exercise('Bankdrücken'), exercise('Dips')] }],
    });
    // A last session at 60 kg: the target, not the history, decides the first set.
    const bench = await call<{ id: string }>(page, 'POST', '/api/machines', { name: 'Bankdrücken', categories: ['Brust'] });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await call(page, 'POST', '/api/workouts', { machine_id: bench.id, max_weight: 60, reps: 10, date: yesterday });
  });
  afterAll(() => browser.close());

  it('sets sets, a reps range and a target weight with steppers and a decimal comma, and refuses a falling range', async () => {
    await page.goto(`${baseUrl()}/TrainingPlan`);
    await page.getByRole('button', { name: /^Ziel für Bankdrücken:/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Ziel für Bankdrücken' });
    await sheet.waitFor();
    expect(await sheet.getByRole('textbox', { name: 'Sätze' }).inputValue()).toBe('3');
    await sheet.getByRole('button', { name: 'Ein Satz mehr' }).click();
    expect(await sheet.getByRole('textbox', { name: 'Sätze' }).inputValue()).toBe('4');
    await sheet.getByRole('textbox', { name: 'Wiederholungen' }).fill('10-8');
    await sheet.getByRole('textbox', { name: 'Zielgewicht (kg)' }).fill('80');
    await sheet.getByRole('button', { name: '2,5 kg mehr' }).click();
    expect(await sheet.getByRole('textbox', { name: 'Zielgewicht (kg)' }).inputValue()).toBe('82,5');
    await sheet.getByRole('button', { name: 'Speichern' }).click();
    await sheet.getByText('Wiederholungen: eine Zahl oder ein Bereich wie 8-10.').waitFor();
    await screenshotViewport(page, 'plan-editor-target-error');

    await sheet.getByRole('textbox', { name: 'Wiederholungen' }).fill('8-10');
    await screenshotViewport(page, 'plan-editor-target');
    expect(await seriousViolations(page)).toEqual([]);
    await sheet.getByRole('button', { name: 'Speichern' }).click();
    await sheet.waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: /^Ziel für Bankdrücken:/ })
      .getByText('4 × 8-10 · 82,5 kg')
      .waitFor();
  });

  it('changes the order with the up/down buttons and by dragging the handle, with the keyboard and the pointer', async () => {
    expect(await names(page)).toEqual(['Schulterdrücken', 'Bankdrücken', 'Dips']);
    expect(await page.getByRole('button', { name: 'Schulterdrücken nach oben' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Bankdrücken nach oben' }).click();
    await page.waitForFunction(() => document.querySelector('.plan-exercise__name')?.textContent === 'Bankdrücken');
    expect(await names(page)).toEqual(['Bankdrücken', 'Schulterdrücken', 'Dips']);

    // The handle by keyboard: pick up, one place up, drop.
    const dipsHandle = page.getByRole('button', { name: 'Dips verschieben' });
    await page.waitForFunction(() => !document.querySelector('.plan-exercise__handle[aria-disabled="true"]'));
    await dipsHandle.focus();
    await page.keyboard.press('Space');
    await page.locator('.plan-exercise--dragging').waitFor();
    await page.keyboard.press('ArrowUp');
    await page.waitForTimeout(300);
    await page.keyboard.press('Space');
    await page.waitForFunction(
      () => [...document.querySelectorAll('.plan-exercise__name')].map((name) => name.textContent).join() === 'Bankdrücken,Dips,Schulterdrücken',
    );

    // The handle by pointer: Schulterdrücken dragged above Dips.
    // The keyboard's move shows at once but saves in the background; the handles take a drag again when it is saved.
    await page.waitForFunction(() => !document.querySelector('.plan-exercise__handle[aria-disabled="true"]'));
    const handle = await page.getByRole('button', { name: 'Schulterdrücken verschieben' }).boundingBox();
    const target = await page.getByRole('button', { name: 'Dips verschieben' }).boundingBox();
    const x = handle!.x + handle!.width / 2;
    const startY = handle!.y + handle!.height / 2;
    await page.mouse.move(x, startY);
    await page.mouse.down();
    await page.mouse.move(x, startY - 4);
    await page.locator('.plan-exercise--dragging').waitFor();
    // Up in small steps, stopping once Dips makes room (moves down): a pointer moved on to the full
    // distance at once could pass Bankdrücken's middle too before the drag had caught up.
    const dipsMadeRoom = () =>
      page.evaluate(() => {
        const dips = [...document.querySelectorAll<HTMLElement>('.plan-exercise')].find((item) => item.textContent?.includes('Dips'));
        return /translate3d\(0px, [1-9]/.test(dips?.style.transform ?? '');
      });
    for (let step = 1; step <= 20 && !(await dipsMadeRoom()); step++) {
      await page.mouse.move(x, startY + ((target!.y - handle!.y - 10) * Math.min(step, 10)) / 10);
      await page.waitForTimeout(50);
    }
    expect(await dipsMadeRoom()).toBe(true);
    await page.mouse.up();
    await page.waitForFunction(
      () => [...document.querySelectorAll('.plan-exercise__name')].map((name) => name.textContent).join() === 'Bankdrücken,Schulterdrücken,Dips',
    );
    await page.getByRole('button', { name: 'Dips nach unten' }).waitFor();
    expect(await page.getByRole('button', { name: 'Dips nach unten' }).isDisabled()).toBe(true);
    await screenshot(page, 'plan-editor-order');
    expect(await seriousViolations(page)).toEqual([]);

    const [plan] = await call<TrainingPlan[]>(page, 'GET', '/api/training-plans');
    expect(plan!.training_days[0]!.exercises).toEqual([
      { exercise_name: 'Bankdrücken', sets: 4, reps: '8-10', target_weight: 82.5 },
      { exercise_name: 'Schulterdrücken', sets: 3, reps: '8-12', target_weight: null },
      { exercise_name: 'Dips', sets: 3, reps: '8-12', target_weight: null },
    ]);
  });

  it('starts the training sheet from the target, not from the last session, with the plan’s sets', async () => {
    await page.goto(`${baseUrl()}/GuidedTraining`);
    await page.getByRole('radio', { name: /Tag 1: Push/ }).click();
    await page.getByRole('button', { name: 'Training starten' }).click();
    await page.getByRole('heading', { level: 2, name: 'Bankdrücken' }).waitFor();
    await page.getByText('Ziel: 4 × 8-10').waitFor();
    const weight = (set: number) => page.getByRole('textbox', { name: `Gewicht Satz ${set} Bankdrücken`, exact: true });
    expect(await page.getByRole('textbox', { name: /^Gewicht Satz \d Bankdrücken$/ }).count()).toBe(4);
    await page.waitForFunction(() => (document.querySelector('input[aria-label="Gewicht Satz 1 Bankdrücken"]') as HTMLInputElement | null)?.value === '82,5');
    expect(await page.getByRole('textbox', { name: 'Wiederholungen Satz 1 Bankdrücken', exact: true }).inputValue()).toBe('8');
    await screenshotViewport(page, 'plan-editor-guided-target');
    await page.getByRole('button', { name: 'Satz 1 Bankdrücken abhaken', exact: true }).click();
    await page.getByRole('region', { name: 'Satzpause' }).waitFor();
    expect(await weight(2).inputValue()).toBe('82,5');
  });

  it('keeps each exercise card and its buttons inside a 320 px phone', async () => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`${baseUrl()}/TrainingPlan`);
    await page.getByRole('button', { name: 'Dips nach unten' }).waitFor();
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('.plan-exercise, .plan-exercise button')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth)
        .map((element) => element.getAttribute('aria-label') ?? element.className),
    );
    expect(overflowing).toEqual([]);
    await screenshot(page, 'plan-editor-320');
    await page.setViewportSize({ width: 390, height: 844 });
  });
});

/** At a desk the plan's days sit side by side, each edited in its own column; a phone keeps one day behind tabs. */
describe('the plan’s days side by side on a desktop (1440×900), one at a time on a phone (390×844)', () => {
  const email = `plan-days-${Date.now()}@example.com`;
  const days = ['Tag 1: Push', 'Tag 2: Pull', 'Tag 3: Beine'];
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the three days in columns of one row, and a target edited in the second column is saved to that day', async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await devSignIn(page, email, 'Dora');
    const exercise = (exercise_name: string) => ({ exercise_name, sets: 3, reps: '8-12' });
    await call(page, 'POST', '/api/training-plans', {
      plan_name: 'Split',
      training_days: [
        { day_name: 'Push', exercises: [exercise('Bankdrücken'), exercise('Dips')] },
        { day_name: 'Pull', exercises: [exercise('Klimmzüge'), exercise('Rudern')] },
        { day_name: 'Beine', exercises: [exercise('Kniebeuge')] },
      ],
    });
    await page.goto(`${baseUrl()}/TrainingPlan`);
    await page.getByRole('heading', { level: 2, name: 'Tag 3: Beine' }).waitFor();
    expect(await page.getByRole('tablist').count()).toBe(0);
    const boxes = await Promise.all(days.map(async (name) => (await page.getByRole('region', { name }).boundingBox())!));
    expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1);
    expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x + boxes[0]!.width - 1);
    expect(boxes[2]!.x).toBeGreaterThan(boxes[1]!.x + boxes[1]!.width - 1);

    const pull = page.getByRole('region', { name: 'Tag 2: Pull' });
    await pull.getByRole('button', { name: /^Ziel für Rudern:/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Ziel für Rudern' });
    await sheet.getByRole('textbox', { name: 'Wiederholungen' }).fill('6-8');
    await sheet.getByRole('textbox', { name: 'Zielgewicht (kg)' }).fill('70');
    await sheet.getByRole('button', { name: 'Speichern' }).click();
    await sheet.waitFor({ state: 'detached' });
    await pull
      .getByRole('button', { name: /^Ziel für Rudern:/ })
      .getByText('3 × 6-8 · 70 kg')
      .waitFor();

    await page.getByRole('button', { name: 'Tag 3 umbenennen' }).click();
    await page.getByRole('textbox', { name: 'Name von Tag 3' }).fill('Beine & Po');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'Tag 3: Beine & Po' }).waitFor();
    // The new name shows at once; the buttons take clicks again once it is saved.
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('.plan-days-grid__header button')?.disabled);
    await screenshot(page, 'plan-editor-desktop-days');
    expect(await seriousViolations(page)).toEqual([]);

    const [plan] = await call<TrainingPlan[]>(page, 'GET', '/api/training-plans');
    expect(
      plan!.training_days.map((day) => [day.day_name, day.exercises.map((planned) => [planned.exercise_name, planned.reps, planned.target_weight])]),
    ).toEqual([
      [
        'Push',
        [
          ['Bankdrücken', '8-12', null],
          ['Dips', '8-12', null],
        ],
      ],
      [
        'Pull',
        [
          ['Klimmzüge', '8-12', null],
          ['Rudern', '6-8', 70],
        ],
      ],
      ['Beine & Po', [['Kniebeuge', '8-12', null]]],
    ]);
    await context.close();
  });

  it('keeps the tabs and one day at a time on a phone', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await devSignIn(page, email, 'Dora');
    await page.goto(`${baseUrl()}/TrainingPlan`);
    const tabs = page.getByRole('tablist', { name: 'Trainingstage' });
    await tabs.waitFor();
    expect(await tabs.getByRole('tab').allTextContents()).toEqual(['Tag 1: Push', 'Tag 2: Pull', 'Tag 3: Beine & Po']);
    expect(await page.locator('.day-exercises').count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Tag 1: Push' }).count()).toBe(1);
    await tabs.getByRole('tab', { name: 'Tag 2: Pull' }).click();
    await page.getByRole('region', { name: 'Tag 2: Pull' }).getByText('3 × 6-8 · 70 kg').waitFor();
    expect(await page.locator('.day-exercises').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 2, name: 'Tag 2: Pull' }).count()).toBe(0);
    await context.close();
  });
});
