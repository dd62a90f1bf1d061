import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayIso } from '../../../lib/dates';
import { callsTo, jsonResponse, restoreFetch, routeFetch } from '../../../test/fetch-stub';
import { newUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { DEFAULT_DASHBOARD_URL, newDashboard, newEntry, newMachine } from '../../../test/workout-fixtures';

afterEach(restoreFetch);

function routes() {
  return routeFetch({
    'GET /api/auth/me': () => jsonResponse(200, newUser()),
    'GET /api/machines': () => jsonResponse(200, [newMachine()]),
    'POST /api/functions/invoke': () => jsonResponse(200, { data: {} }),
    [`GET ${DEFAULT_DASHBOARD_URL}`]: () => jsonResponse(200, newDashboard()),
    // Newest first: a warm-up after the last working set.
    'GET /api/workouts*': () =>
      jsonResponse(200, [newEntry({ id: 'e3', max_weight: 40, reps: 12, set_type: 'warmup' }), newEntry({ max_weight: 80, reps: 8 })]),
    'POST /api/workouts': (body) => jsonResponse(201, { ...newEntry({ id: 'e-new' }), ...(body as object), personal_records: [], hanteln_earned: 0 }),
  });
}

describe('the kind of a set on the add screen', () => {
  it('sends a warm-up with its RPE, marks it in the saved list, and starts the next set as a normal one', async () => {
    const fetchMock = routes();
    renderApp('/AddWorkout');
    await userEvent.type(await screen.findByRole('combobox', { name: 'Übung' }), 'Bankdrücken');
    // "Letztes Mal" and the values filled in are the last working set, never a warm-up.
    expect(await screen.findByText('Letztes Mal: 80kg × 8 Wdh')).toBeTruthy();
    const weight = screen.getByLabelText('Gewicht (kg)') as HTMLInputElement;
    await waitFor(() => expect(weight.value).toBe('80'));

    await userEvent.clear(weight);
    await userEvent.type(weight, '40');
    const toggle = screen.getByRole('button', { name: 'Aufwärmsatz' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await userEvent.selectOptions(screen.getByLabelText('RPE'), '8');
    await userEvent.click(screen.getByRole('button', { name: 'Training speichern' }));

    const saved = (await screen.findByText('Satz 1: 40 kg × 8')).closest('ul')!;
    expect(within(saved).getByText('Aufwärmen')).toBeTruthy();
    expect(within(saved).getByText('RPE 8')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/workouts')).toEqual([
      { machine_id: 'm-bench', max_weight: 40, reps: 8, date: todayIso(), notes: null, set_type: 'warmup', rpe: 8 },
    ]);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect((screen.getByLabelText('RPE') as HTMLSelectElement).value).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Noch ein Satz' }));
    await userEvent.click(screen.getByRole('button', { name: 'Training speichern' }));
    await screen.findByText('Satz 2: 40 kg × 8');
    expect(callsTo(fetchMock, 'POST /api/workouts')[1]).toMatchObject({ set_type: 'normal', rpe: null });
    expect(within(saved).getAllByText('Aufwärmen')).toHaveLength(1);
  });
});
