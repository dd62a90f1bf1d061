import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newUser } from '../../../test/fixtures';
import { callsTo, jsonResponse, restoreFetch, routeFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

afterEach(restoreFetch);

const admin = newUser({ id: 'admin-1', role: 'admin', email: 'chefin@example.com', body_weight: null });
const providers = { 'GET /api/auth/providers': jsonResponse(200, { google: false, devLogin: true }) };

describe('the auth debug page', () => {
  it('sends a signed-in user who is not an admin to the dashboard', async () => {
    routeFetch({ 'GET /api/auth/me': jsonResponse(200, newUser()), ...providers, 'GET /api/dashboard*': jsonResponse(200, {}) });
    const { router } = renderApp('/auth/debug');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Dashboard'));
  });

  it('shows the sign-in button and a failed probe to a visitor', async () => {
    routeFetch({
      'GET /api/auth/me': jsonResponse(401, { message: 'Nicht angemeldet', error: 'Unauthorized' }),
      ...providers,
      'GET /api/debug/postgres*': jsonResponse(401, { message: 'Nicht angemeldet', error: 'Unauthorized' }),
    });
    renderApp('/auth/debug');
    expect(await screen.findByText('Kein angemeldeter Benutzer.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Mit Google anmelden' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Server testen' }));
    expect(await screen.findByText('Fehler: Nicht angemeldet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'User aktualisieren' })).toBeNull();
  });

  it('edits the signed-in admin with typed inputs and sends only what changed to PUT /api/users/{id}', async () => {
    const fetchMock = routeFetch({
      'GET /api/auth/me': jsonResponse(200, admin),
      ...providers,
      'PUT /api/users/admin-1': (body) => jsonResponse(200, { ...admin, ...(body as object) }),
      'GET /api/debug/postgres*': jsonResponse(200, {
        data: [{ id: 'admin-1', email: 'chefin@example.com' }],
        count: 1,
        limit: 20,
        sort: 'email',
        error: null,
      }),
    });
    renderApp('/auth/debug');
    expect(((await screen.findByLabelText('id')) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByLabelText('onboarding_completed').tagName).toBe('SELECT');
    expect((screen.getByLabelText('hantel_currency') as HTMLInputElement).type).toBe('number');
    expect(screen.getByLabelText('focus_areas').tagName).toBe('TEXTAREA');

    await userEvent.selectOptions(screen.getByLabelText('pause_mode_active'), 'true');
    await userEvent.type(screen.getByLabelText('body_weight'), '72.5');
    await userEvent.clear(screen.getByLabelText('focus_areas'));
    await userEvent.type(
      screen.getByLabelText('focus_areas'),
      '["Brust", "Beine"]'.replace(/[[{]/g, (bracket) => bracket + bracket),
    );
    await userEvent.click(screen.getByRole('button', { name: 'User aktualisieren' }));

    expect(await screen.findByText('User aktualisiert.')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/users/admin-1')).toEqual([{ pause_mode_active: true, body_weight: 72.5, focus_areas: ['Brust', 'Beine'] }]);

    await userEvent.click(screen.getByRole('button', { name: 'Server testen' }));
    expect(await screen.findByText('1 Benutzer · limit 20 · sort email')).toBeTruthy();
  });

  it('refuses a number field that is not a number, and shows the server’s refusal', async () => {
    const fetchMock = routeFetch({
      'GET /api/auth/me': jsonResponse(200, admin),
      ...providers,
      'PUT /api/users/admin-1': jsonResponse(400, { message: 'Ungültige Eingabe bei "role": Dieses Feld ist nicht erlaubt.', error: 'Bad Request' }),
    });
    renderApp('/auth/debug');
    const currency = (await screen.findByLabelText('hantel_currency')) as HTMLInputElement;
    await userEvent.clear(currency);
    await userEvent.type(screen.getByLabelText('last_completed_training_day_per_plan'), 'kaputt');
    await userEvent.click(screen.getByRole('button', { name: 'User aktualisieren' }));
    expect(await screen.findByText('Das ist kein gültiges JSON.')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/users/admin-1')).toEqual([]);

    await userEvent.clear(screen.getByLabelText('last_completed_training_day_per_plan'));
    await userEvent.type(screen.getByLabelText('last_completed_training_day_per_plan'), '{{}');
    await userEvent.clear(screen.getByLabelText('role'));
    await userEvent.type(screen.getByLabelText('role'), 'user');
    await userEvent.click(screen.getByRole('button', { name: 'User aktualisieren' }));
    expect(await screen.findByText('Fehler beim Aktualisieren des Users: Ungültige Eingabe bei "role": Dieses Feld ist nicht erlaubt.')).toBeTruthy();
  });
});
