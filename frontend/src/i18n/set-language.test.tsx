import { act, screen } from '@testing-library/react';
import { jsonResponse, restoreFetch, routeFetch } from '../test/fetch-stub';
import { newUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { DEFAULT_DASHBOARD_URL, newDashboard } from '../test/workout-fixtures';
import { currentLanguage, setLanguage } from './index';

afterEach(async () => {
  await act(() => setLanguage('de'));
  restoreFetch();
});

describe('setLanguage', () => {
  it('switches every mounted component to English at once, without a reload', async () => {
    routeFetch({
      'GET /api/auth/me': jsonResponse(200, newUser()),
      [`GET ${DEFAULT_DASHBOARD_URL}`]: jsonResponse(200, newDashboard()),
    });
    renderApp('/Dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen zurück Anna' })).toBeTruthy();
    expect(screen.getAllByRole('navigation', { name: 'Hauptnavigation' })).toHaveLength(2);
    expect(await screen.findByText('Keine Übungen gefunden')).toBeTruthy();

    await act(() => setLanguage('en'));

    // The page (a lazy route element), a card deep inside it, and the navigation beside it.
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back Anna' })).toBeTruthy();
    expect(screen.getByText('No exercises found')).toBeTruthy();
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' })).toHaveLength(2);
    expect(screen.queryByText('Keine Übungen gefunden')).toBeNull();
    expect([currentLanguage(), document.documentElement.lang]).toEqual(['en', 'en']);
  });

  it('speaks German by default', () => {
    expect(currentLanguage()).toBe('de');
  });
});
