import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { redirectTo } from '../../lib/browser-navigation';
import { newUser } from '../../test/fixtures';
import { callsTo, jsonResponse, restoreFetch, routeFetch } from '../../test/fetch-stub';
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
    const data = screen.getByRole('navigation', { name: 'Deine Daten' });
    expect(within(data).getByRole('link', { name: 'Daten importieren' }).getAttribute('href')).toBe('/Import');
    expect(within(data).getByRole('link', { name: 'Verlauf' }).getAttribute('href')).toBe('/Verlauf');
  });

  it('shows what the shop added: the gold frame around the picture and the bought title', async () => {
    routeFetch({
      'GET /api/auth/me': jsonResponse(200, newUser()),
      'GET /api/inventory': jsonResponse(200, {
        items: [
          {
            item_id: 'golden-frame',
            name: 'Goldener Profilrahmen',
            effect: { kind: 'profile_frame', style: 'gold' },
            quantity: 1,
            purchased_at: ['2026-11-02T10:00:00Z'],
          },
          {
            item_id: 'profile-title-iron',
            name: 'Titel',
            effect: { kind: 'profile_title', title: 'Eisenbeißer' },
            quantity: 1,
            purchased_at: ['2026-11-02T10:00:00Z'],
          },
        ],
        streak_freezes_left: 0,
      }),
    });
    const { container } = renderApp('/Profile');

    expect(await screen.findByText('Eisenbeißer')).toBeTruthy();
    expect(container.querySelector('.profile-picture--gold')).not.toBeNull();
  });

  it('refuses an empty name with the spec text and saves a new one', async () => {
    const fetchMock = routeFetch({
      'GET /api/auth/me': jsonResponse(200, newUser()),
      'PUT /api/auth/update': (body) => jsonResponse(200, newUser(body as object)),
    });
    renderApp('/Profile');

    const name = await screen.findByRole('textbox', { name: 'Name' });
    const save = screen.getByRole('button', { name: 'Speichern' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await userEvent.clear(name);
    await userEvent.type(name, '  ');
    await userEvent.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe('Bitte gib einen Namen ein');
    await userEvent.clear(name);
    await userEvent.type(name, 'Anna B.');
    await userEvent.click(save);
    expect(await screen.findByText('Profil erfolgreich aktualisiert!')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([url, init]) => url === '/api/auth/update' && init.method === 'PUT');
    expect(JSON.parse(put![1].body as string)).toEqual({ name: 'Anna B.', display_name: 'Anna B.' });
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

  it('restarts the onboarding through the onboarding endpoint, as the plan screen does, and opens it', async () => {
    const restarted = newUser({ onboarding_completed: false, display_name: null });
    const fetchMock = routeFetch({
      'GET /api/auth/me': jsonResponse(200, newUser({ onboarding_completed: true })),
      'POST /api/onboarding/restart': jsonResponse(200, restarted),
    });
    renderApp('/Profile');

    await userEvent.click(await screen.findByRole('button', { name: 'Onboarding neustarten' }));
    const dialog = screen.getByRole('dialog', { name: 'Onboarding neustarten?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Neustarten' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Hantelwerk' })).toBeTruthy();
    // The profile keeps the selected plan (spec §4: only the plan screen clears it).
    expect(callsTo(fetchMock, 'POST /api/onboarding/restart')).toEqual([{ clear_selected_plan: false }]);
    expect(callsTo(fetchMock, 'PUT /api/auth/update')).toEqual([]);
  });

  it('says so when the restart failed, and closes the question', async () => {
    routeFetch({
      'GET /api/auth/me': jsonResponse(200, newUser({ onboarding_completed: true })),
      'POST /api/onboarding/restart': jsonResponse(503, { message: 'Datenbank nicht erreichbar' }),
    });
    renderApp('/Profile');

    await userEvent.click(await screen.findByRole('button', { name: 'Onboarding neustarten' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Onboarding neustarten?' })).getByRole('button', { name: 'Neustarten' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Fehler beim Zurücksetzen des Onboardings. Bitte versuche es erneut.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
