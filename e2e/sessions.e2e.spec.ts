import type { Browser } from 'playwright-core';
import { baseUrl, devSignIn, launchBrowser, phoneContext, screenshot } from './support/browser.js';

/** Signing out on every other device from the profile: a lost phone is signed out, this one stays in. */
describe('ending the other sessions from the profile', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('signs the other phone out and keeps this one signed in', async () => {
    const [lost, kept] = await Promise.all([phoneContext(browser), phoneContext(browser)]);
    const lostPage = await lost.newPage();
    const page = await kept.newPage();
    await devSignIn(lostPage, 'geraete@example.com', 'Gerda Geräte');
    await devSignIn(page, 'geraete@example.com', 'Gerda Geräte');

    await page.goto(`${baseUrl()}/Profile`);
    await page.getByRole('button', { name: 'Andere Sitzungen beenden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Andere Sitzungen beenden?' });
    await dialog.getByText('Dieses Gerät bleibt angemeldet.', { exact: false }).waitFor();
    await screenshot(page, 'profile-end-other-sessions-confirm');
    await dialog.getByRole('button', { name: 'Beenden' }).click();
    await page.getByText('Ein anderes Gerät wurde abgemeldet.').waitFor();
    await screenshot(page, 'profile-end-other-sessions-done');

    await lostPage.reload();
    await lostPage.getByText('Track your fitness journey with ease').waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Profileinstellungen' }).waitFor();
    await Promise.all([lost.close(), kept.close()]);
  });
});
