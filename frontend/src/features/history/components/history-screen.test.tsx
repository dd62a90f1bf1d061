import type { TrainingSession } from '@hantelwerk/api-types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newUser } from '../../../test/fixtures';
import { jsonResponse, restoreFetch, routeFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { newEntry, newMachine } from '../../../test/workout-fixtures';

afterEach(restoreFetch);

/** A training that began at 07:48 local time, `index` days before 15 September 2025. */
function newSession(index: number, overrides: Partial<TrainingSession> = {}): TrainingSession {
  return {
    id: `s${index}`,
    title: `Training ${index}`,
    started_at: new Date(2025, 8, 15 - index, 7, 48).toISOString(),
    duration_min: 62,
    notes: null,
    set_count: 9,
    ...overrides,
  };
}

const FIRST_PAGE = '/api/sessions?limit=20';

describe('history page', () => {
  it('lists the trainings newest first with date, time, duration and sets, and loads the next page', async () => {
    const firstPage = Array.from({ length: 20 }, (_, index) => newSession(index));
    const fetchMock = routeFetch({
      'GET /api/auth/me': jsonResponse(200, newUser()),
      [`GET ${FIRST_PAGE}`]: jsonResponse(200, [newSession(0, { title: 'Push A', set_count: 1, duration_min: null }), ...firstPage.slice(1)]),
      'GET /api/sessions?limit=20&before=s19': jsonResponse(200, [newSession(20, { title: 'Legs A' })]),
    });
    renderApp('/Verlauf');

    expect(await screen.findByRole('heading', { level: 1, name: 'Verlauf' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Verlauf' });
    const items = within(list).getAllByRole('button');
    expect(items).toHaveLength(20);
    expect(items[0].textContent).toBe('Push AMo., 15. Sep. 2025, 07:48 · 1 Satz');
    expect(items[1].textContent).toBe('Training 1So., 14. Sep. 2025, 07:48 · 62 min · 9 Sätze');

    await userEvent.click(screen.getByRole('button', { name: 'Mehr laden' }));
    expect(await within(list).findByText('Legs A')).toBeTruthy();
    expect(within(list).getAllByRole('button')).toHaveLength(21);
    // A short page is the last one.
    expect(screen.queryByRole('button', { name: 'Mehr laden' })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/sessions'))).toEqual([
      FIRST_PAGE,
      '/api/sessions?limit=20&before=s19',
    ]);
  });

  it('opens a training to its sets by exercise: warm-ups marked and muted, failure, drop set and RPE', async () => {
    const set = (id: string, machine: string, weight: number, reps: number, extra = {}) =>
      newEntry({ id, machine_id: machine, max_weight: weight, reps, session_id: 's0', ...extra });
    routeFetch({
      'GET /api/auth/me': jsonResponse(200, newUser()),
      [`GET ${FIRST_PAGE}`]: jsonResponse(200, [newSession(0, { title: 'Push A' })]),
      'GET /api/machines': jsonResponse(200, [newMachine(), newMachine({ id: 'm-raise', name: 'Seitheben' })]),
      'GET /api/sessions/s0': jsonResponse(200, {
        ...newSession(0, { title: 'Push A', notes: 'Gute Einheit.' }),
        sets: [
          set('1', 'm-bench', 40, 10, { set_type: 'warmup' }),
          set('2', 'm-bench', 80, 8, { rpe: 8 }),
          set('3', 'm-raise', 10, 15),
          set('4', 'm-bench', 80, 6, { set_type: 'failure', rpe: 10 }),
          set('5', 'm-raise', 6, 12, { set_type: 'dropset' }),
        ],
      }),
    });
    renderApp('/Verlauf');

    const toggle = await screen.findByRole('button', { name: /Push A/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const bench = (await screen.findByRole('heading', { level: 3, name: 'Bankdrücken' })).parentElement!;
    const benchSets = within(bench).getAllByRole('listitem');
    expect(benchSets.map((item) => item.textContent)).toEqual(['40 kg × 10Aufwärmen', '80 kg × 8RPE 8', '80 kg × 6Bis zum VersagenRPE 10']);
    expect(benchSets[0].classList.contains('training-set--warmup')).toBe(true);
    expect(benchSets[1].classList.contains('training-set--warmup')).toBe(false);
    const raise = screen.getByRole('heading', { level: 3, name: 'Seitheben' }).parentElement!;
    expect(
      within(raise)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['10 kg × 15', '6 kg × 12Dropsatz']);
    expect(screen.getByText('Gute Einheit.')).toBeTruthy();

    await userEvent.click(toggle);
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: 'Bankdrücken' })).toBeNull());
  });

  it('says how trainings come about when there are none, with the way to the import', async () => {
    routeFetch({ 'GET /api/auth/me': jsonResponse(200, newUser()), [`GET ${FIRST_PAGE}`]: jsonResponse(200, []) });
    renderApp('/Verlauf');

    expect(await screen.findByRole('heading', { level: 2, name: 'Noch keine Trainings.' })).toBeTruthy();
    expect(screen.getByText('Trainings entstehen, wenn du deine Historie importierst.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Daten importieren' }).getAttribute('href')).toBe('/Import');
  });
});
