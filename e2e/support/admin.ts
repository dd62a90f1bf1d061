import type { Locator, Page } from 'playwright-core';

/**
 * On the Debug Dashboard's events tab: filters the log to one type of one user, found by part of
 * their address, and answers the table of events.
 */
export async function filterEvents(page: Page, { type, search, email }: { type: string; search: string; email: string }): Promise<Locator> {
  const filters = page.getByRole('form', { name: 'Ereignisse filtern' });
  await filters.getByLabel('Typ').selectOption(type);
  await filters.getByLabel('Benutzer suchen').fill(search);
  const users = filters.getByLabel('Benutzer', { exact: true });
  await users.locator('option', { hasText: email }).waitFor({ state: 'attached' });
  await users.selectOption({ label: email });
  await filters.getByRole('button', { name: 'Filtern' }).click();
  return page.getByRole('region', { name: 'Ereignisse, neueste zuerst' });
}
