import type { Browser, Page, Response } from 'playwright-core';
import { hevyExport } from '../bench/lib/hevy-export.mjs';
import { importFixturePath } from '../backend/test/fixtures/imports/read-fixture.js';
import { seriousViolations } from './support/axe.js';
import { baseUrl, desktopContext, devSignIn, launchBrowser, phoneContext, screenshot, screenshotViewport } from './support/browser.js';
import { brokenWords } from './support/words.js';

const PICK = 'CSV-Datei aus Strong, Hevy oder Hantelwerk wählen';

/** Whether the page scrolls sideways: nothing may be wider than the screen. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** The texts of what `locator` finds, each one whole. */
const texts = (page: Page, selector: string) => page.locator(selector).allTextContents();

/**
 * Bringing a training history from another app: the profile's "Daten importieren", a Strong file
 * that names no unit, a Hevy export previewed, imported and reported, its trainings in the history
 * with their sets, its exercises on the dashboard; the same file again on a desk (all duplicates),
 * and a long history whose progress can be watched.
 */
describe('importing a training history in a real browser', () => {
  let browser: Browser;
  let page: Page;
  const email = `import-${Date.now()}@example.com`;
  const preview = () => page.getByRole('region', { name: 'Vorschau' });
  const report = () => page.getByRole('region', { name: 'Import abgeschlossen' });

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await phoneContext(browser)).newPage();
    await devSignIn(page, email, 'Ida Import');
  });
  afterAll(() => browser.close());

  it('opens "Daten importieren" from the profile, and reads a Strong file without a unit in the one chosen', async () => {
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Profil' }).click();
    const data = page.getByRole('navigation', { name: 'Deine Daten' });
    await data.evaluate((card) => card.scrollIntoView({ block: 'center' }));
    await screenshotViewport(page, 'profile-data-links');
    await data.getByRole('link', { name: 'Daten importieren' }).click();
    await page.waitForURL('**/Import');
    await page.getByRole('heading', { level: 1, name: 'Daten importieren' }).waitFor();
    await page.getByText('Noch keine Importe.').waitFor();

    await page.getByLabel(PICK).setInputFiles(importFixturePath('strong-classic-lb.csv'));
    await preview().getByText('Strong', { exact: true }).waitFor();
    // Strong's classic export writes weights without a unit; 135 and 225 read like pounds.
    const units = preview().getByRole('group', { name: 'Die Datei nennt keine Einheit. Gewichte sind in:' });
    expect(await units.getByRole('button', { name: 'lb' }).getAttribute('aria-pressed')).toBe('true');
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/imports/preview'));
    await units.getByRole('button', { name: 'kg' }).click();
    expect(await (await answered).json()).toMatchObject({ format: 'strong', unit: 'kg', unit_assumed: true });
    expect(await units.getByRole('button', { name: 'kg' }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'import-preview-unit');
  });

  it('previews a Hevy export: format, trainings, sets and warm-ups, dates, exercises and skipped rows', async () => {
    await page.getByLabel(PICK).setInputFiles(importFixturePath('hevy-kg.csv'));
    await page.getByText('Datei: hevy-kg.csv').waitFor();
    await preview().getByText('Hevy', { exact: true }).waitFor();
    expect(await texts(page, '.import-facts dd')).toEqual(['Hevy', '3', '21, davon 3 zum Aufwärmen', '15.09.2025 bis 19.09.2025']);
    await preview().getByText('Übungen (12)').waitFor();
    const exercises = await texts(page, '.import-exercise');
    expect(exercises[0]).toBe('Bench Press (Barbell) wird zu Bankdrücken4 Sätzeneu');
    expect(exercises).toContain('Zercher Squat (Barbell)1 Satzneu');
    await preview().getByText('3 Zeilen übersprungen').waitFor();
    await preview().getByText('Zeile 26: "Farmer\'s Walk (Dumbbell)" hat Zeit oder Strecke statt Gewicht und Wiederholungen.').waitFor();
    expect(await preview().getByRole('group').count()).toBe(0); // Hevy names the unit of every weight
    await screenshot(page, 'import-preview');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('imports it, shows its progress until the report, and reads the report', async () => {
    // Each answer's body is taken when it arrives, in order, and read once the report shows: a
    // listener awaiting it would push the last answer after the check on a busy machine.
    const answers: Promise<{ state: string; sets_done: number; sets_total: number }>[] = [];
    const onResponse = (response: Response) => {
      if (/\/api\/imports\/[0-9a-f-]{36}$/.test(response.url())) answers.push(response.json());
    };
    page.on('response', onResponse);
    await page.getByRole('button', { name: 'Importieren' }).click();
    await report().waitFor();
    page.off('response', onResponse);
    const polled = await Promise.all(answers);
    // Asked while a worker had it (a small file is done within a poll or two), then done with every set.
    expect(polled.at(-1)).toMatchObject({ state: 'done', sets_done: 21, sets_total: 21 });
    expect(polled.slice(0, -1).every((answer) => answer.state === 'queued' || answer.state === 'running')).toBe(true);

    await report().getByText('21 Sätze importiert').waitFor();
    expect(await texts(page, '.import-report__facts li')).toEqual(['3 Trainings', '12 Übungen neu angelegt']);
    expect(await texts(page, '.import-skipped li')).toEqual([
      'Zeile 26: "Farmer\'s Walk (Dumbbell)" hat Zeit oder Strecke statt Gewicht und Wiederholungen.',
      'Zeile 33: "Plank" hat Zeit oder Strecke statt Gewicht und Wiederholungen.',
      'Zeile 34: "Treadmill" hat Zeit oder Strecke statt Gewicht und Wiederholungen.',
    ]);
    const earlier = page.getByRole('region', { name: 'Frühere Importe' });
    await earlier.getByText('Fertig').waitFor();
    expect(await earlier.locator('.earlier-import__file').allTextContents()).toEqual(['hevy-kg.csv']);
    await screenshot(page, 'import-report');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('lists the trainings in the history, newest first, each opening to its sets with the warm-ups marked', async () => {
    await report().getByRole('link', { name: 'Zum Verlauf' }).click();
    await page.waitForURL('**/Verlauf');
    const list = page.getByRole('list', { name: 'Verlauf' });
    await list.getByRole('button').first().waitFor();
    expect(await list.getByRole('button').allTextContents()).toEqual([
      'Legs AFr., 19. Sep. 2025, 07:30 · 72 min · 5 Sätze',
      'Pull AMi., 17. Sep. 2025, 18:30 · 58 min · 7 Sätze',
      'Push AMo., 15. Sep. 2025, 07:48 · 65 min · 9 Sätze',
    ]);

    await list.getByRole('button', { name: /^Push A/ }).click();
    const exercise = (name: string) => list.locator('.training-exercises > li').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
    const bench = exercise('Bankdrücken');
    await bench.waitFor();
    expect(await bench.locator('.training-set').allTextContents()).toEqual([
      '40 kg × 10Aufwärmen',
      '80 kg × 8RPE 8',
      '80 kg × 8RPE 8,5',
      '80 kg × 6Bis zum VersagenRPE 10',
    ]);
    expect(await bench.locator('.training-set--warmup').allTextContents()).toEqual(['40 kg × 10Aufwärmen']);
    expect(await exercise('Seitheben').locator('.training-set').allTextContents()).toEqual(['10 kg × 15', '6 kg × 12Dropsatz']);
    await list.getByText('Gute Einheit.').waitFor();
    await screenshot(page, 'history-expanded');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows the imported exercises on the dashboard at once', async () => {
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/Dashboard');
    const bench = page.getByRole('article', { name: 'Bankdrücken', exact: true });
    await bench.getByText('80 kg × 6').waitFor();
    await page.getByRole('article', { name: 'Kreuzheben', exact: true }).waitFor();
    await screenshot(page, 'import-dashboard');
  });

  it('fits a 320×640 phone with whole words: the import with its preview and the history', async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`${baseUrl()}/Import`);
    await page.getByLabel(PICK).setInputFiles(importFixturePath('strong-classic-lb.csv'));
    await preview()
      .getByRole('group', { name: /Gewichte sind in/ })
      .waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await brokenWords(page, 'main')).toEqual([]);
    await screenshot(page, 'import-preview-320');
    await page.goto(`${baseUrl()}/Verlauf`);
    await page
      .getByRole('list', { name: 'Verlauf' })
      .getByRole('button', { name: /^Push A/ })
      .click();
    await page.getByRole('heading', { level: 3, name: 'Bankdrücken', exact: true }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await brokenWords(page, 'main')).toEqual([]);
    await screenshot(page, 'history-320');
    await page.setViewportSize({ width: 390, height: 844 });
  });

  it('on a desk, finds the same file already there: exercises "vorhanden", every set a duplicate, no new training', async () => {
    const desk = await (await desktopContext(browser)).newPage();
    await devSignIn(desk, email, 'Ida Import');
    await desk.goto(`${baseUrl()}/Import`);
    await desk.getByLabel(PICK).setInputFiles(importFixturePath('hevy-kg.csv'));
    const deskPreview = desk.getByRole('region', { name: 'Vorschau' });
    await deskPreview.getByText('Übungen (12)').waitFor();
    expect(await deskPreview.getByText('vorhanden', { exact: true }).count()).toBe(12);
    expect(await scrollsSideways(desk)).toBe(false);
    await screenshot(desk, 'import-preview-desktop');

    await desk.getByRole('button', { name: 'Importieren' }).click();
    const deskReport = desk.getByRole('region', { name: 'Import abgeschlossen' });
    await deskReport.getByText('0 Sätze importiert').waitFor();
    expect(await deskReport.locator('.import-report__facts li').allTextContents()).toEqual([
      '0 Trainings',
      '21 schon vorhanden',
      '12 vorhandenen Übungen zugeordnet',
    ]);
    await desk.getByRole('region', { name: 'Frühere Importe' }).locator('.earlier-import').nth(1).waitFor();
    await screenshot(desk, 'import-report-desktop');

    await deskReport.getByRole('link', { name: 'Zum Verlauf' }).click();
    const list = desk.getByRole('list', { name: 'Verlauf' });
    await list.getByRole('button', { name: /^Pull A/ }).click();
    await list.getByRole('heading', { level: 3, name: 'Kreuzheben' }).waitFor();
    expect(await list.getByRole('button').count()).toBe(3);
    expect(await scrollsSideways(desk)).toBe(false);
    await screenshot(desk, 'history-desktop');
    await desk.context().close();
  });

  it('shows a long history’s progress as it runs: the bar and "… von … Sätzen"', async () => {
    const runner = await (await phoneContext(browser)).newPage();
    await devSignIn(runner, `import-long-${Date.now()}@example.com`, 'Lou Lang');
    await runner.goto(`${baseUrl()}/Import`);
    await runner.getByLabel(PICK).setInputFiles({ name: 'hevy-jahr.csv', mimeType: 'text/csv', buffer: Buffer.from(hevyExport({ sets: 6000 })) });
    await runner.getByRole('region', { name: 'Vorschau' }).getByText('Hevy', { exact: true }).waitFor();
    await runner.getByRole('button', { name: 'Importieren' }).click();

    const bar = runner.getByRole('progressbar', { name: 'Fortschritt des Imports' });
    await runner.waitForFunction(() => {
      const now = Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'));
      return now > 0 && now < 100;
    });
    const done = Number(await bar.getAttribute('aria-valuenow'));
    expect(await runner.locator('.import-progress__text').textContent()).toMatch(/^[\d.]+ von 6\.000 Sätzen$/);
    await screenshot(runner, 'import-progress');
    await runner.getByRole('region', { name: 'Import abgeschlossen' }).getByText('6.000 Sätze importiert').waitFor({ timeout: 60_000 });
    expect(done).toBeGreaterThan(0);
    await runner.context().close();
  });
});
