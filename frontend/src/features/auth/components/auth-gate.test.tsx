import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { claimApiCache } from '../../../lib/api-cache';
import { restoreCaches, stubCaches } from '../../../test/cache-stub';
import { newUser } from '../../../test/fixtures';
import { jsonResponse, restoreFetch, routeFetch, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { DEFAULT_DASHBOARD_URL, newDashboard } from '../../../test/workout-fixtures';

afterEach(restoreFetch);

const signedOut = jsonResponse(401, { error: 'Not authenticated' });

describe('auth gate', () => {
  it('shows a full-screen spinner while the user loads', () => {
    stubFetch(() => new Promise(() => {}));
    renderApp('/');

    expect(screen.getByRole('status', { name: 'Wird geladen…' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the login screen when /api/auth/me answers 401', async () => {
    routeFetch({
      'GET /api/auth/me': signedOut,
      'GET /api/auth/providers': jsonResponse(200, { google: true, devLogin: true }),
    });
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Hantelwerk' })).toBeTruthy();
    expect(screen.getByText('Track your fitness journey with ease')).toBeTruthy();
    expect(screen.getByText(/Nutzungsbedingungen/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Mit Google anmelden' })).toBeTruthy();
    expect(screen.getByLabelText('E-Mail')).toBeTruthy();
    expect(screen.getByLabelText('Name')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anmelden (Entwicklung)' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Hauptnavigation' })).toBeNull();
  });

  it('offers only what the server provides', async () => {
    routeFetch({
      'GET /api/auth/me': signedOut,
      'GET /api/auth/providers': jsonResponse(200, { google: true, devLogin: false }),
    });
    renderApp('/');

    expect(await screen.findByRole('button', { name: 'Mit Google anmelden' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Anmelden (Entwicklung)' })).toBeNull();
  });

  it('says so when no sign-in method is set up', async () => {
    routeFetch({
      'GET /api/auth/me': signedOut,
      'GET /api/auth/providers': jsonResponse(200, { google: false, devLogin: false }),
    });
    renderApp('/');

    expect(await screen.findByText(/kein Anmeldeverfahren eingerichtet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mit Google anmelden' })).toBeNull();
  });

  it('shows the server error when the sign-in options cannot be loaded', async () => {
    routeFetch({
      'GET /api/auth/me': signedOut,
      'GET /api/auth/providers': jsonResponse(500, { message: 'Datenbank nicht erreichbar' }),
    });
    renderApp('/');

    // One quick retry (1 s) before the gate gives up.
    expect(await screen.findByText('Die Anmeldeoptionen konnten nicht geladen werden.')).toBeTruthy();
    expect(screen.getByText('Datenbank nicht erreichbar')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });

  it('says there is no connection, instead of a login that cannot work, when the server is unreachable, and goes on once it is back', async () => {
    let online = false;
    stubFetch((url) => {
      if (!online) return Promise.reject(new TypeError('Failed to fetch'));
      return url === '/api/auth/me' ? signedOut : jsonResponse(200, { google: false, devLogin: true });
    });
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Keine Verbindung' })).toBeTruthy();
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
    expect(screen.queryByLabelText('E-Mail')).toBeNull();

    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('button', { name: 'Anmelden (Entwicklung)' })).toBeTruthy();
  });

  it('says on the login screen that the account was deleted, once', async () => {
    sessionStorage.setItem('signedOutNote', 'accountDeleted');
    routeFetch({
      'GET /api/auth/me': signedOut,
      'GET /api/auth/providers': jsonResponse(200, { google: false, devLogin: true }),
    });
    renderApp('/');

    expect(await screen.findByText('Dein Konto wurde gelöscht.')).toBeTruthy();
    expect(sessionStorage.getItem('signedOutNote')).toBeNull();
  });

  it('signs in with the development form and opens the dashboard', async () => {
    const user = newUser({ display_name: 'Dev Tester', email: 'dev@example.com' });
    let sessionUser: typeof user | null = null;
    const fetchMock = routeFetch({
      'GET /api/auth/me': () => (sessionUser ? jsonResponse(200, sessionUser) : signedOut),
      'GET /api/auth/providers': jsonResponse(200, { google: false, devLogin: true }),
      'POST /api/auth/dev-login': () => {
        sessionUser = user;
        return jsonResponse(200, user);
      },
    });
    renderApp('/');

    await userEvent.type(await screen.findByLabelText('E-Mail'), 'dev@example.com');
    await userEvent.type(screen.getByLabelText('Name'), 'Dev Tester');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden (Entwicklung)' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen zurück Dev Tester' })).toBeTruthy();
    const loginCall = fetchMock.mock.calls.find(([url]) => url === '/api/auth/dev-login');
    expect(JSON.parse(String(loginCall![1].body))).toEqual({ email: 'dev@example.com', name: 'Dev Tester' });
    // The bottom bar and the desktop's side navigation: desktop.css shows one of them.
    expect(screen.getAllByRole('navigation', { name: 'Hauptnavigation' })).toHaveLength(2);
  });

  it('shows the dev sign-in error from the server', async () => {
    routeFetch({
      'GET /api/auth/me': signedOut,
      'GET /api/auth/providers': jsonResponse(200, { google: false, devLogin: true }),
      'POST /api/auth/dev-login': jsonResponse(404, { message: 'Dev login is disabled in production' }),
    });
    renderApp('/');

    await userEvent.type(await screen.findByLabelText('E-Mail'), 'dev@example.com');
    await userEvent.type(screen.getByLabelText('Name'), 'Dev');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden (Entwicklung)' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Dev login is disabled in production');
  });

  it('shows the app for a signed-in user', async () => {
    routeFetch({
      'GET /api/auth/me': jsonResponse(200, newUser()),
      [`GET ${DEFAULT_DASHBOARD_URL}`]: jsonResponse(200, newDashboard()),
    });
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen zurück Anna' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Keine Übungen gefunden')).toBeTruthy());
  });

  it('drops what the service worker kept for another lifter on this phone before the app reads anything', async () => {
    const deleted = stubCaches();
    await claimApiCache('someone-else');
    const order: string[] = [];
    deleted.mockImplementation(async () => {
      order.push('dropped');
      return true;
    });
    routeFetch({
      'GET /api/auth/me': jsonResponse(200, newUser()),
      [`GET ${DEFAULT_DASHBOARD_URL}`]: () => {
        order.push('dashboard');
        return jsonResponse(200, newDashboard());
      },
    });
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen zurück Anna' })).toBeTruthy();
    await waitFor(() => expect(order).toEqual(['dropped', 'dashboard']));
    restoreCaches();
    localStorage.clear();
  });
});
