import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { seriousViolations } from './support/axe.js';
import { baseUrl, devSignIn, openPhone, screenshotViewport as shot } from './support/browser.js';
import { brokenWords } from './support/words.js';

/**
 * The daily screens on narrow phones (issue #31, items 3, 8 and 10), at 390 and 320 px wide: the
 * dashboard's cards stay inside the screen at 7D/30D with exercises that have no set in the period,
 * the log button says "Erstes" only for an exercise without any set and names its exercise, words
 * are never broken in the middle, the plan page is no wider than the phone, and the card's detail
 * buttons do not overlap.
 */

function berlinDate(offsetDays = 0): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date(Date.now() + offsetDays * 86_400_000));
}

const LONG_NAMES = ['Langhantelrudern', 'Kreuzheben', 'Bizepscurls'];

/** How much wider than the screen the page is (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Elements whose content is wider than their box (text spilling out of a button). */
function spilling(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) =>
    elements.filter((element) => element.scrollWidth > element.clientWidth + 1).map((element) => element.textContent ?? ''),
  );
}

function intersects(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('narrow screens', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ browser, context, page } = await openPhone());
    await devSignIn(page, `narrow-${Date.now()}@example.com`, 'Nora Schmal');
    const post = async (path: string, data: unknown) => {
      const response = await context.request.post(`${baseUrl()}${path}`, { data });
      expect(response.status()).toBeLessThan(300);
      return response.json();
    };
    // History, but nothing in the last 30 days.
    for (const [index, name] of LONG_NAMES.entries()) {
      const machine = await post('/api/machines', { name, categories: ['Rücken'] });
      await post('/api/workouts', { machine_id: machine.id, max_weight: 60 + index * 10, reps: 8, date: berlinDate(-60) });
    }
    // No set at all.
    await post('/api/machines', { name: 'Latziehen', categories: ['Rücken'] });
    // A set today.
    const bench = await post('/api/machines', { name: 'Bankdrücken', categories: ['Brust'] });
    await post('/api/workouts', { machine_id: bench.id, max_weight: 82.5, reps: 5, date: berlinDate() });
    await post('/api/training-plans', {
      plan_name: 'Oberkörper schwer',
      training_days: [
        {
          day_name: 'Rücken und Bizeps',
          exercises: [
            { exercise_name: 'Langhantelrudern', sets: 4, reps: '8-10' },
            { exercise_name: 'Kreuzheben', sets: 3, reps: '5' },
            { exercise_name: 'Bizepscurls', sets: 3, reps: '12' },
            { exercise_name: 'Trizepsdrücken am Kabelzug', sets: 3, reps: '12' },
          ],
        },
      ],
    });
  });
  afterAll(() => browser.close());

  const card = (name: string) => page.getByRole('article', { name });

  for (const width of [390, 320]) {
    for (const period of ['7d', '30d']) {
      it(`keeps the dashboard at ${period} inside a ${width} px screen, with whole words and buttons that fit (items 3 and 8)`, async () => {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(`${baseUrl()}/Dashboard?period=${period}`);
        await card('Langhantelrudern').waitFor();
        await shot(page, `narrow-dashboard-${period}-${width}`);

        expect(await overflow(page)).toBeLessThanOrEqual(0);
        const nav = (await page.getByRole('navigation', { name: 'Hauptnavigation' }).boundingBox())!;
        expect(nav.x).toBeGreaterThanOrEqual(0);
        expect(nav.x + nav.width).toBeLessThanOrEqual(width);
        expect(await spilling(page.locator('.machine-card button'))).toEqual([]);
        expect(await brokenWords(page, 'main')).toEqual([]);

        // "Erstes" only where there is no set at all; every log button names its exercise.
        for (const name of LONG_NAMES) {
          await card(name)
            .getByRole('button', { name: `Training eintragen: ${name}`, exact: true })
            .waitFor();
          expect(await card(name).getByText('Erstes Training eintragen').count()).toBe(0);
        }
        await card('Latziehen').getByRole('button', { name: 'Erstes Training eintragen: Latziehen', exact: true }).waitFor();
        await card('Bankdrücken').getByRole('button', { name: 'Training eintragen: Bankdrücken', exact: true }).waitFor();
        if (width === 320) expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }

  it('keeps "Einträge anzeigen" and "Übung bearbeiten" apart at 390 and 320 px (item 10)', async () => {
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${baseUrl()}/Dashboard?period=all`);
      const lift = card('Langhantelrudern');
      await lift.getByRole('button', { name: 'Details zu Langhantelrudern' }).click();
      const entries = (await lift.getByRole('button', { name: 'Einträge anzeigen' }).boundingBox())!;
      const edit = (await lift.getByRole('button', { name: 'Übung bearbeiten' }).boundingBox())!;
      await shot(page, `narrow-card-details-${width}`);
      expect(intersects(entries, edit)).toBe(false);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await brokenWords(page, 'main')).toEqual([]);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('keeps the other lifter screens inside a 320 px screen with whole words, and axe content (item 8)', async () => {
    await page.setViewportSize({ width: 320, height: 844 });
    const problems: string[] = [];
    for (const [path, ready] of [
      ['/AddWorkout', 'Gewicht (kg)'],
      ['/Chat', 'Nachricht an den Coach'],
      ['/Profile', 'Account löschen'],
      ['/Shop', 'Shop'],
      ['/GuidedTraining', 'Training starten'],
    ] as const) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByText(ready).first().waitFor();
      await shot(page, `narrow-320${path.replace('/', '-').toLowerCase()}`);
      const wider = await overflow(page);
      if (wider > 0) problems.push(`${path} ${wider} px too wide`);
      for (const word of await brokenWords(page, 'body')) problems.push(`${path} ${word}`);
      for (const violation of await seriousViolations(page)) problems.push(`${path} axe: ${violation.id} ${violation.targets.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps /TrainingPlan inside a 320 px screen with whole words (item 8)', async () => {
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${baseUrl()}/TrainingPlan`);
      await page.getByText('Trizepsdrücken am Kabelzug').first().waitFor();
      await shot(page, `narrow-training-plan-${width}`);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await brokenWords(page, 'main')).toEqual([]);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
});
