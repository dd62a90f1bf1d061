import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, screenshot, screenshotViewport, TEST_CONTEXT } from './browser.js';

/** The screens a snag is checked on: a usual phone, a small one, and a desktop for the admin tools. */
export const PHONE = { width: 390, height: 844 };
export const SMALL_PHONE = { width: 320, height: 640 };
export const DESKTOP = { width: 1440, height: 900 };

/** A test context of that size (`TEST_CONTEXT`; a touch screen with `{ hasTouch: true, isMobile: true }`, the service worker with `{ serviceWorkers: 'allow' }`). */
export function contextOf(browser: Browser, viewport: { width: number; height: number }, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ ...TEST_CONTEXT, viewport, ...options });
}

/** This worker's browser with one page of that size (close the browser after the tests). */
export async function openAt(
  viewport: { width: number; height: number },
  options: BrowserContextOptions = {},
): Promise<{ browser: Browser; context: BrowserContext; page: Page }> {
  const browser = await launchBrowser();
  const context = await contextOf(browser, viewport, options);
  return { browser, context, page: await context.newPage() };
}

/** Whether the page scrolls sideways at its current width. */
export const scrollsSideways = (page: Page): Promise<boolean> => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/**
 * A picture of the whole page at 390×844 and of the screen at 320×640 (`<name>-390`, `<name>-320`),
 * neither scrolling sideways; the page is left at 390×844.
 */
export async function shootPhones(page: Page, name: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-390`);
  expect(await scrollsSideways(page)).toBe(false);
  await page.setViewportSize(SMALL_PHONE);
  await screenshotViewport(page, `${name}-320`);
  expect(await scrollsSideways(page)).toBe(false);
  await page.setViewportSize(PHONE);
}
