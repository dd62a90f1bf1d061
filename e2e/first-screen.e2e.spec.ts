import type { Browser, Page } from 'playwright-core';
import { baseUrl, openPhone, screenshot } from './support/browser.js';

/**
 * index.html preloads the dashboard's data for the first screen. A visitor who is signed out when
 * the page loads gets a 401 in that preload; signing in through the form (no reload) must then
 * show the lifter's dashboard, not reuse the preloaded refusal.
 */
describe('first screen after signing in without a reload', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await openPhone());
    const request = page.context().request;
    await request.post(`${baseUrl()}/api/auth/dev-login`, { data: { email: 'rita@example.com', name: 'Rita Rück' } });
    await request.put(`${baseUrl()}/api/auth/update`, { data: { onboarding_completed: true } });
    const machine = await (await request.post(`${baseUrl()}/api/machines`, { data: { name: 'Rudern am Kabel', categories: ['Rücken'] } })).json();
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
    const logged = await request.post(`${baseUrl()}/api/workouts`, { data: { machine_id: machine.id, max_weight: 55, reps: 10, date: today } });
    expect(logged.status()).toBe(201);
    await request.post(`${baseUrl()}/api/auth/logout`);
  });
  afterAll(() => browser.close());

  it('shows the returning lifter their exercises once the dev form signs them in', async () => {
    const preloads: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/dashboard')) preloads.push(response.status());
    });
    await page.goto(baseUrl());
    await page.getByLabel('E-Mail').fill('rita@example.com');
    await page.getByLabel('Name').fill('Rita Rück');
    await page.getByRole('button', { name: 'Anmelden (Entwicklung)' }).click();
    await page.getByRole('heading', { level: 1, name: /Willkommen zurück/ }).waitFor();
    await page.locator('article').filter({ hasText: 'Rudern am Kabel' }).filter({ hasText: '55' }).waitFor();
    // The signed-out page load did ask for the dashboard (the preload) and was refused.
    expect(preloads[0]).toBe(401);
    expect(preloads.at(-1)).toBe(200);
    await screenshot(page, 'first-screen-after-sign-in');
  });
});
