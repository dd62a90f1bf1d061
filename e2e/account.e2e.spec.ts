import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { baseUrl, chooseLanguage, daysAgo, devSignIn, openPhone, phoneContext, policyViolations, screenshot } from './support/browser.js';

/** Profile, shop, feedback (sent and triaged) and account deletion, on a phone. */
describe('account screens in a real browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const email = `konto-${Date.now()}@example.com`;

  const heading = () => page.getByRole('heading', { level: 1 });
  const nav = () => page.getByRole('navigation', { name: /Hauptnavigation|Main navigation/ });
  const openProfile = async () => {
    await nav()
      .getByRole('link', { name: /Profil|Profile/ })
      .click();
    await page.waitForURL('**/Profile');
  };

  beforeAll(async () => {
    ({ browser, context, page } = await openPhone());
    await devSignIn(page, email, 'Lena Kraft');
  });
  afterAll(() => browser.close());

  it('renames the user on the profile, and the dashboard greets with the new name', async () => {
    await openProfile();
    await heading().filter({ hasText: 'Profileinstellungen' }).waitFor();
    const save = page.getByRole('button', { name: 'Speichern' });
    expect(await save.isDisabled()).toBe(true); // unchanged
    const name = page.getByRole('textbox', { name: 'Name' });
    await name.fill('   ');
    await save.click();
    await page.getByRole('alert').filter({ hasText: 'Bitte gib einen Namen ein' }).waitFor();
    await name.fill('Lena die Starke');
    await save.click();
    await page.getByText('Profil erfolgreich aktualisiert!').waitFor();
    expect(await page.getByLabel('E-Mail').getAttribute('readonly')).not.toBeNull();
    await screenshot(page, 'profile-renamed');
    await nav().getByRole('link', { name: 'Dashboard' }).click();
    await heading().filter({ hasText: 'Lena die Starke' }).waitFor();
  });

  it('switches the whole interface to English, keeps it after a reload, and back to German', async () => {
    await openProfile();
    await chooseLanguage(page, 'English');
    await heading().filter({ hasText: 'Profile settings' }).waitFor();
    await nav().getByRole('link', { name: 'Profile' }).waitFor();
    await page.getByRole('button', { name: 'Delete account' }).waitFor();
    await screenshot(page, 'profile-english');
    await page.reload();
    await heading().filter({ hasText: 'Profile settings' }).waitFor();
    await chooseLanguage(page, 'Deutsch');
    await heading().filter({ hasText: 'Profileinstellungen' }).waitFor();
    await nav().getByRole('link', { name: 'Profil' }).waitFor();
  });

  it("shows the server's refusal in English when the interface speaks English", async () => {
    await openProfile();
    await chooseLanguage(page, 'English');
    await heading().filter({ hasText: 'Profile settings' }).waitFor();
    // A set dated three days ahead: the server refuses it (422 set.date_in_future), its message German.
    await nav().getByRole('link', { name: 'Add workout' }).click();
    await page.waitForURL('**/AddWorkout');
    await page.getByRole('combobox', { name: 'Exercise' }).fill('Kniebeugen');
    await page.getByLabel('Weight (kg)').fill('80');
    await page.getByLabel('Repetitions').fill('5');
    await page.getByLabel('Date').fill(daysAgo(-3));
    await page.getByRole('button', { name: 'Save workout' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'The date may be at most one day in the future.' });
    await refusal.waitFor();
    expect(await refusal.textContent()).not.toContain('Zukunft');
    await screenshot(page, 'refusal-english');

    await openProfile();
    await chooseLanguage(page, 'Deutsch');
    await heading().filter({ hasText: 'Profileinstellungen' }).waitFor();
  });

  it('pauses training after asking, shows since when, and ends the pause', async () => {
    await page.getByRole('button', { name: 'Pause aktivieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pausenmodus aktivieren?' });
    await dialog.getByText(/Du kannst trotzdem Sätze eintragen/).waitFor();
    await dialog.getByRole('button', { name: 'Pause aktivieren' }).click();
    const today = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' }).format(new Date());
    await page.getByText(`Aktiviert seit ${today}`).waitFor();
    await screenshot(page, 'profile-paused');
    await page.getByRole('button', { name: 'Pause beenden' }).click();
    await page.getByRole('dialog', { name: 'Pausenmodus beenden?' }).getByRole('button', { name: 'Pause beenden' }).click();
    await page.getByRole('button', { name: 'Pause aktivieren' }).waitFor();
  });

  it('buys a streak freeze in the shop: confirmation, "Gekauft!", the new balance and the inventory', async () => {
    await page.goto(`${baseUrl()}/Shop`);
    await page.getByText('Deine Hanteln: 100').waitFor();
    await page.getByRole('button', { name: 'Streak-Freeze kaufen' }).waitFor();
    await screenshot(page, 'shop');
    await page.getByRole('button', { name: 'Streak-Freeze kaufen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kauf bestätigen' });
    await dialog.getByText('Streak-Freeze für 50 Hanteln kaufen?').waitFor();
    await screenshot(page, 'shop-confirm');
    await dialog.getByRole('button', { name: 'Kaufen' }).click();
    await page.getByText('Gekauft!').waitFor();
    await page.getByText('Streak-Freeze wurde deinem Inventar hinzugefügt').waitFor();
    await screenshot(page, 'shop-bought');
    await page.getByText('Gekauft!').waitFor({ state: 'detached', timeout: 60_000 });
    await page.getByText('Deine Hanteln: 50').waitFor();
    const inventory = page.getByRole('region', { name: 'Dein Inventar' });
    await inventory.getByText('1 Streak-Freeze bereit').waitFor();
    await page.getByRole('button', { name: 'Goldener Profilrahmen kaufen' }).click();
    await page.getByRole('alert').filter({ hasText: 'Nicht genug Hanteln!' }).waitFor();
    await screenshot(page, 'shop-inventory');
  });

  it('sends feedback with a screenshot: preview, remove, preview again, thanks', async () => {
    await openProfile();
    await page.getByRole('button', { name: 'Feedback & Bugs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Feedback & Bugs' });
    expect(await dialog.getByRole('button', { name: 'Senden' }).isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Nachricht' }).fill('Der Timer im geführten Training springt manchmal zurück.');
    const image = await sharp({ create: { width: 390, height: 300, channels: 3, background: '#c8ff3d' } })
      .composite([{ input: Buffer.from('<svg width="390" height="300"><rect x="40" y="60" width="310" height="80" fill="#0b0d10"/></svg>') }])
      .png()
      .toBuffer();
    const file = { name: 'screenshot.png', mimeType: 'image/png', buffer: image };
    await dialog.locator('input[type=file]').setInputFiles(file);
    await dialog.getByRole('img', { name: 'Vorschau des Screenshots' }).waitFor();
    await dialog.getByRole('button', { name: 'Screenshot entfernen' }).click();
    expect(await dialog.getByRole('img').count()).toBe(0);
    await dialog.locator('input[type=file]').setInputFiles(file);
    await dialog.getByRole('img', { name: 'Vorschau des Screenshots' }).waitFor();
    await screenshot(page, 'feedback-dialog');
    await dialog.getByRole('button', { name: 'Senden' }).click();
    await page.getByText('Vielen Dank für dein Feedback!').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('lets an admin triage that feedback: screenshot, status with a toast, filter and counter', async () => {
    const adminContext = await phoneContext(browser);
    const admin = await adminContext.newPage();
    await devSignIn(admin, 'chefin@example.com', 'Chefin');
    await admin.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Profil' }).click();
    await admin.getByRole('button', { name: 'Vibration testen' }).waitFor();
    await admin.getByRole('link', { name: 'Feedback Verwaltung' }).click();
    await admin.waitForURL('**/FeedbackManagement');
    await admin.getByRole('heading', { level: 1, name: 'Feedback Verwaltung' }).waitFor();
    await admin.getByText('Verwalte Benutzer-Feedback und Bug-Reports').waitFor();
    const card = admin.getByRole('listitem').filter({ hasText: email });
    await card.getByText('Der Timer im geführten Training springt manchmal zurück.').waitFor();
    const shot = card.getByRole('img', { name: `Screenshot von ${email}` });
    await shot.waitFor();
    await admin.waitForFunction(
      (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0,
      await shot.elementHandle(),
    );
    expect(await card.getByText(/^\d{1,2}\. [A-ZÄÖÜa-zäöü]+ \d{4}, \d{2}:\d{2}$/).count()).toBe(1);
    await screenshot(admin, 'feedback-management');

    await card.getByRole('combobox', { name: `Status von ${email}` }).selectOption({ label: 'Erledigt' });
    await admin.getByText('Status aktualisiert').waitFor();
    await admin.getByText('Das Feedback wurde erfolgreich aktualisiert.').waitFor();
    await screenshot(admin, 'feedback-status-changed');
    await admin.getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'Erledigt' });
    await admin.getByText(/^\d+ Eintr(ag|äge)$/).waitFor();
    await admin.getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'Neu' });
    await admin.getByText('Keine Einträge mit diesem Status').waitFor();
    expect(await admin.getByText('0 Einträge').count()).toBe(1);
    await screenshot(admin, 'feedback-filtered-empty');
    expect(policyViolations(adminContext)).toEqual([]);
    await adminContext.close();
  });

  it('deletes the account after two confirmations and lands on the login screen', async () => {
    await openProfile();
    await page.getByRole('button', { name: 'Account löschen' }).click();
    const first = page.getByRole('dialog', { name: 'Account löschen?' });
    await first.getByRole('button', { name: 'Abbrechen' }).waitFor();
    await screenshot(page, 'delete-account-confirm');
    await first.getByRole('button', { name: 'Löschen' }).click();
    const second = page.getByRole('dialog', { name: 'Bist du dir ganz sicher?' });
    await screenshot(page, 'delete-account-final');
    await second.getByRole('button', { name: 'Endgültig löschen' }).click();
    await page.getByText('Track your fitness journey with ease').waitFor();
    await screenshot(page, 'delete-account-login');
    expect(policyViolations(context)).toEqual([]);

    // The address starts over: a new, empty account with the welcome bonus.
    await devSignIn(page, email, 'Lena Neu');
    await heading().filter({ hasText: 'Lena Neu' }).waitFor();
    await page.goto(`${baseUrl()}/Shop`);
    await page.getByText('Deine Hanteln: 100').waitFor();
    await page.getByText('Noch nichts gekauft.').waitFor();
  });
});
