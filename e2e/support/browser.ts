import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const baseUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: the e2e global setup did not run');
  return url;
};

const screenshotDir = fileURLToPath(new URL('../screenshots', import.meta.url));

/** Debian's Chromium, never a downloaded one; flags keep it off the (closed) network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--lang=de-DE'],
  });
}

/** A phone-sized context, as most lifters use the app between sets. */
export function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
}

export async function devSignIn(page: Page, email: string, name: string): Promise<void> {
  await page.goto(baseUrl());
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Anmelden (Entwicklung)' }).click();
  await page.getByRole('heading', { level: 1, name: /Willkommen zurück/ }).waitFor();
}
