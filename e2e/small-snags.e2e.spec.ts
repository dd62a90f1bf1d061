import type { Browser, Page } from 'playwright-core';
import { baseUrl, call, daysAgo, devSignIn, screenshotViewport } from './support/browser.js';
import { PHONE, SMALL_PHONE, openAt, shootPhones } from './support/phones.js';

/** The small snags of issue 42 on a 390×844 and a 320×640 phone. */
describe('small things on the exercise page and the dashboard', () => {
  let browser: Browser;
  let page: Page;
  let machineId: string;

  beforeAll(async () => {
    ({ browser, page } = await openAt(PHONE));
    await devSignIn(page, `small-snags-${Date.now()}@example.com`, 'Kurt Achse');
    ({ id: machineId } = await call<{ id: string }>(page, 'POST', '/api/machines', { name: 'Beinpresse', categories: ['Beine'] }));
    for (const [days, weight] of [
      [40, 100],
      [30, 110],
      [20, 115],
      [10, 120],
      [1, 130],
    ] as const) {
      await call(page, 'POST', '/api/workouts', { machine_id: machineId, max_weight: weight, reps: 8, date: daysAgo(days) });
    }
  });
  afterAll(() => browser.close());

  /** Each label of the exercise chart: its text, font size, whether it is inside the chart, and its left and right. */
  const chartLabels = () =>
    page.locator('.exercise-chart svg').evaluate((svg) => {
      const box = svg.getBoundingClientRect();
      return [...svg.querySelectorAll('text')]
        .filter((text) => text.textContent)
        .map((text) => {
          const own = text.getBoundingClientRect();
          return {
            text: text.textContent!,
            size: parseFloat(getComputedStyle(text).fontSize),
            inside: own.left >= box.left - 0.5 && own.right <= box.right + 0.5,
            left: own.left,
            right: own.right,
          };
        });
    });

  it('writes the chart axes, the records and the record badges at 12 px at least', async () => {
    for (const size of [PHONE, SMALL_PHONE]) {
      await page.setViewportSize(size);
      await page.goto(`${baseUrl()}/Exercise/${machineId}`);
      await page.locator('.exercise-chart svg text').first().waitFor();
      expect((await chartLabels()).filter((label) => label.size < 12)).toEqual([]);
      await screenshotViewport(page, `small-snags-exercise-${size.width}`);
    }
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl()}/Dashboard`);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Beinpresse' }) });
    await card.getByRole('button', { name: 'Details zu Beinpresse' }).click();
    await card.getByRole('button', { name: 'Einträge anzeigen' }).click();
    await card.locator('.pr-badge').first().waitFor();
    for (const size of [PHONE, SMALL_PHONE]) {
      await page.setViewportSize(size);
      const records = await page.evaluate(() => {
        const elements = [...document.querySelectorAll('.pr-badge, .records__item dt, .records__item dd, .set-kind-badge')];
        return {
          small: elements
            .map((element) => ({ className: element.className, size: parseFloat(getComputedStyle(element).fontSize) }))
            .filter(({ size }) => size < 12),
          // Larger, they still keep to their third of the card.
          overflowing: elements.filter((element) => element.scrollWidth > element.clientWidth + 0.5).map((element) => element.textContent),
        };
      });
      expect(records).toEqual({ small: [], overflowing: [] });
    }
    await page.setViewportSize(PHONE);
    await card.scrollIntoViewIfNeeded();
    await shootPhones(page, 'small-snags-records');
  });

  it("shows the newest training day's date whole under the exercise chart", async () => {
    const [year, month, day] = daysAgo(1).split('-');
    for (const size of [PHONE, SMALL_PHONE]) {
      await page.setViewportSize(size);
      await page.goto(`${baseUrl()}/Exercise/${machineId}`);
      await page.locator('.exercise-chart svg text').first().waitFor();
      const labels = await chartLabels();
      expect(labels.filter((label) => !label.inside)).toEqual([]);
      const dates = labels.filter((label) => /^\d{2}\.\d{2}\.\d{2}$/.test(label.text)).sort((a, b) => a.left - b.left);
      expect(dates.at(-1)!.text).toBe(`${day}.${month}.${year!.slice(2)}`);
      // Apart from each other too.
      expect(dates.filter((label, index) => index > 0 && label.left < dates[index - 1]!.right)).toEqual([]);
      await screenshotViewport(page, `small-snags-chart-${size.width}`);
    }
    await page.setViewportSize(PHONE);
  });
});

describe('"Pause vorbei" on a phone, the page scrolled to its last card', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await openAt(SMALL_PHONE));
    // The rest is 90 s: the page's clock is moved on instead of waiting for it.
    await page.clock.install();
    await devSignIn(page, `rest-over-${Date.now()}@example.com`, 'Rasmus');
    for (const name of ['Bankdrücken', 'Kniebeuge', 'Rudern', 'Dips']) {
      const machine = await call<{ id: string }>(page, 'POST', '/api/machines', { name, categories: ['Brust'] });
      await call(page, 'POST', '/api/workouts', { machine_id: machine.id, max_weight: 50, reps: 10, date: daysAgo(2) });
    }
  });
  afterAll(() => browser.close());

  /** How far the button reaches below the top of the dock (the rest timer and toasts): at most 0 when nothing covers it. */
  const underDock = (button: ReturnType<Page['getByRole']>) =>
    button.evaluate((element) => element.getBoundingClientRect().bottom - document.querySelector('.dock--bottom')!.getBoundingClientRect().top);

  it('pushes the page up instead of covering the set just repeated, and says "Pause vorbei" whole', async () => {
    await page.goto(`${baseUrl()}/Dashboard`);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Dips' }) });
    const repeat = card.getByRole('button', { name: /^Letzten Satz wiederholen/ });
    await repeat.waitFor();
    // Scrolled so that the button sits right above the navigation, as the thumb left it.
    await repeat.evaluate((button) =>
      window.scrollBy(0, button.getBoundingClientRect().bottom - (document.querySelector('.bottom-nav')!.getBoundingClientRect().top - 8)),
    );
    const logged = page.waitForResponse((response) => response.url().endsWith('/api/workouts') && response.request().method() === 'POST');
    await repeat.click();
    expect((await logged).status()).toBe(201);
    const timer = page.getByRole('region', { name: 'Satzpause' });
    await timer.waitFor();
    await page.waitForFunction(
      () => {
        const button = [...document.querySelectorAll('button')].find(
          (element) =>
            element.getAttribute('aria-label')?.startsWith('Letzten Satz wiederholen: 50 × 10') && element.closest('article')?.textContent?.includes('Dips'),
        );
        return button!.getBoundingClientRect().bottom <= document.querySelector('.dock--bottom')!.getBoundingClientRect().top;
      },
      undefined,
      { timeout: 60_000 },
    );

    // Held still from here, so "Pause vorbei" stays while it is measured.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.clock.runFor(91_000);
    const over = timer.getByRole('timer');
    await over.getByText('Pause vorbei – nächster Satz!').waitFor();
    expect(await underDock(repeat)).toBeLessThanOrEqual(0);
    // The words on the banner, not under its close button.
    const words = await over.evaluate((text) => {
      const close = text.parentElement!.querySelector('button')!.getBoundingClientRect();
      return { whole: text.scrollWidth <= text.clientWidth, beforeClose: text.getBoundingClientRect().right <= close.left };
    });
    expect(words).toEqual({ whole: true, beforeClose: true });
    await screenshotViewport(page, 'small-snags-rest-over-320');
    await page.setViewportSize(PHONE);
    await screenshotViewport(page, 'small-snags-rest-over-390');
  });
});
