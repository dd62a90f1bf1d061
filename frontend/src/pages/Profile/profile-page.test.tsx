import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { redirectTo } from '../../lib/browser-navigation';
import { newUser } from '../../test/fixtures';
import { jsonResponse, restoreFetch, routeFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

jest.mock('../../lib/browser-navigation', () => ({ redirectTo: jest.fn() }));

afterEach(() => {
  restoreFetch();
  jest.mocked(redirectTo).mockClear();
});

describe('profile', () => {
  it('shows name, read-only e-mail and the build number', async () => {
    routeFetch({ 'GET /api/auth/me': jsonResponse(200, newUser()) });
    renderApp('/Profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Profileinstellungen' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Anna' })).toBeTruthy();
    const email = screen.getByLabelText('E-Mail') as HTMLInputElement;
    expect(email.value).toBe('anna@example.com');
    expect(email.readOnly).toBe(true);
    expect(screen.getByText(/1\.2\.0/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Debug Dashboard' })).toBeNull();
  });

  it('shows the admin links to admins', async () => {
    routeFetch({ 'GET /api/auth/me': jsonResponse(200, newUser({ role: 'admin' })) });
    renderApp('/Profile');

    expect(await screen.findByRole('link', { name: 'Debug Dashboard' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Feedback Verwaltung' }).getAttribute('href')).toBe('/FeedbackManagement');
  });

  it('asks before logging out and can be cancelled', async () => {
    const fetchMock = routeFetch({ 'GET /api/auth/me': jsonResponse(200, newUser()) });
    renderApp('/Profile');

    await userEvent.click(await screen.findByRole('button', { name: 'Abmelden' }));
    const dialog = screen.getByRole('dialog', { name: 'Abmelden?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/logout')).toBe(false);
  });

  it('logs out after confirming and goes to /', async () => {
    const fetchMock = routeFetch({
      'GET /api/auth/me': jsonResponse(200, newUser()),
      'POST /api/auth/logout': jsonResponse(204),
    });
    renderApp('/Profile');

    await userEvent.click(await screen.findByRole('button', { name: 'Abmelden' }));
    const dialog = screen.getByRole('dialog', { name: 'Abmelden?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abmelden' }));

    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/'));
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/auth/logout' && init.method === 'POST')).toBe(true);
  });

  it('closes the dialog with Escape', async () => {
    routeFetch({ 'GET /api/auth/me': jsonResponse(200, newUser()) });
    renderApp('/Profile');

    await userEvent.click(await screen.findByRole('button', { name: 'Abmelden' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
