import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, devSignIn, launchBrowser, phoneContext, policyViolations, screenshot } from './support/browser.js';

/** Every route of spec section 2, the admin screens included, and the fallbacks. */
const SCREENS = [
  '/',
  '/Dashboard',
  '/AddWorkout',
  '/Profile',
  '/Chat',
  '/FeedbackManagement',
  '/TrainingPlan',
  '/Onboarding',
  '/Shop',
  '/GuidedTraining',
  '/DebugDashboard',
  '/auth/debug',
  '/add-workout',
  '/gibt-es-nicht',
];

/** Waits until the screen has loaded what it asks for (chunks, API calls, images). */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(baseUrl() + path);
  await page.waitForLoadState('networkidle');
}

describe('the Content-Security-Policy on every screen', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('is broken by no screen, signed out or signed in as an admin', async () => {
    const context: BrowserContext = await phoneContext(browser);
    const page = await context.newPage();
    await visit(page, '/');
    await visit(page, '/auth/debug');
    // chefin@example.com is the admin of the browser tests' app (support/global-setup.mjs).
    await devSignIn(page, 'chefin@example.com', 'Chefin');
    for (const path of SCREENS) await visit(page, path);
    await visit(page, '/DebugDashboard');
    await screenshot(page, 'csp-debug-dashboard');
    expect(policyViolations(context)).toEqual([]);
    await context.close();
  });

  it('would be noticed: an inline script is refused and reported', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await visit(page, '/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.appendChild(script);
    });
    for (let tries = 0; policyViolations(context).length === 0 && tries < 50; tries++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    expect(policyViolations(context).join('\n')).toMatch(/inline script violates the following Content Security Policy directive/);
    await context.close();
  });
});
