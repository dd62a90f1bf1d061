import { screen, waitFor } from '@testing-library/react';
import { newUser } from '../test/fixtures';
import { jsonResponse, restoreFetch, routeFetch } from '../test/fetch-stub';
import { renderApp } from '../test/render-app';
import { DEFAULT_DASHBOARD_URL, newDashboard } from '../test/workout-fixtures';

afterEach(restoreFetch);

function signedInAs(overrides = {}) {
  routeFetch({
    'GET /api/auth/me': jsonResponse(200, newUser(overrides)),
    'GET /api/training-plans': jsonResponse(200, []),
    'GET /api/machines': jsonResponse(200, []),
  });
}

describe('routes', () => {
  it.each([
    ['/Shop', 'Shop'],
    ['/Chat', 'KI-Coach'],
    ['/Profile', 'Profileinstellungen'],
    ['/TrainingPlan', 'Trainingsplan für Anna'],
    ['/AddWorkout', 'Training hinzufügen'],
    ['/GuidedTraining', 'Kein Trainingsplan gefunden'],
    // Onboarding is done for this user: the completion screen.
    ['/Onboarding', 'Perfekt!'],
    ['/Import', 'Daten importieren'],
    ['/Verlauf', 'Verlauf'],
  ])('%s shows its page', async (path, heading) => {
    signedInAs();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it('redirects the lower-case hyphenated reading, keeping the query', async () => {
    signedInAs();
    const { router } = renderApp('/training-plan?day=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/TrainingPlan'));
    expect(router.state.location.search).toBe('?day=2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trainingsplan für Anna' })).toBeTruthy();
  });

  it('sends unknown paths to the dashboard', async () => {
    routeFetch({
      'GET /api/auth/me': jsonResponse(200, newUser()),
      [`GET ${DEFAULT_DASHBOARD_URL}`]: jsonResponse(200, newDashboard()),
    });
    const { router } = renderApp('/gibt-es-nicht');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Dashboard'));
    expect(await screen.findByText('Keine Übungen gefunden')).toBeTruthy();
  });

  it('titles the plan "für dich" without a display or full name', async () => {
    signedInAs({ display_name: null, full_name: null });
    renderApp('/TrainingPlan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trainingsplan für dich' })).toBeTruthy();
  });

  it('shows the balance in the shop', async () => {
    routeFetch({ 'GET /api/auth/me': jsonResponse(200, newUser({ hantel_currency: 250 })), 'GET /api/shop-items': jsonResponse(200, []) });
    renderApp('/Shop');
    expect(await screen.findByText('Deine Hanteln: 250')).toBeTruthy();
    expect(await screen.findByText('Keine Items verfügbar')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' }).getAttribute('href')).toBe('/Dashboard');
  });

  it('sends non-admins away from the debug dashboard', async () => {
    signedInAs({ role: 'user' });
    const { router } = renderApp('/DebugDashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Dashboard'));
  });

  it('opens the debug dashboard for admins', async () => {
    signedInAs({ role: 'admin' });
    renderApp('/DebugDashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Debug Dashboard' })).toBeTruthy();
  });

  it('shows /auth/debug without signing in', async () => {
    routeFetch({
      'GET /api/auth/me': jsonResponse(401, { error: 'Not authenticated' }),
      'GET /api/auth/providers': jsonResponse(200, { google: false, devLogin: true }),
    });
    renderApp('/auth/debug');
    expect(await screen.findByText('Kein angemeldeter Benutzer.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Hauptnavigation' })).toBeNull();
  });
});
