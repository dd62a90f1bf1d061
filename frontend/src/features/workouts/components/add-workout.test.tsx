import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayIso } from '../../../lib/dates';
import { callsTo, jsonResponse, restoreFetch, routeFetch } from '../../../test/fetch-stub';
import { newUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { DEFAULT_DASHBOARD_URL, newDashboard, newEntry, newMachine } from '../../../test/workout-fixtures';

afterEach(restoreFetch);

function routes() {
  let posted = 0;
  return routeFetch({
    'GET /api/auth/me': () => jsonResponse(200, newUser()),
    'GET /api/machines': () => jsonResponse(200, [newMachine()]),
    'POST /api/functions/invoke': () => jsonResponse(200, { data: {} }),
    [`GET ${DEFAULT_DASHBOARD_URL}`]: () => jsonResponse(200, newDashboard()),
    // Newest first: a warm-up after the last working set.
    'GET /api/workouts*': () =>
      jsonResponse(200, [newEntry({ id: 'e3', max_weight: 40, reps: 12, set_type: 'warmup' }), newEntry({ max_weight: 80, reps: 8 })]),
    'POST /api/workouts': (body) =>
      jsonResponse(201, {
        ...newEntry({ id: `e-new-${++posted}`, created_at: new Date().toISOString() }),
        ...(body as object),
        personal_records: [],
        hanteln_earned: 0,
      }),
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

    await screen.findByText('Satz gespeichert');
    const saved = screen.getByText('Satz 1: 40 kg × 8').closest('ul')!;
    expect(within(saved).getByText('Aufwärmen')).toBeTruthy();
    expect(within(saved).getByText('RPE 8')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/workouts')).toEqual([
      { machine_id: 'm-bench', max_weight: 40, reps: 8, date: todayIso(), notes: null, set_type: 'warmup', rpe: 8 },
    ]);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect((screen.getByLabelText('RPE') as HTMLSelectElement).value).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Noch ein Satz' }));
    await userEvent.click(screen.getByRole('button', { name: 'Training speichern' }));
    await screen.findByText('Satz gespeichert');
    await screen.findByText('Satz 2: 40 kg × 8');
    expect(callsTo(fetchMock, 'POST /api/workouts')[1]).toMatchObject({ set_type: 'normal', rpe: null });
    expect(within(screen.getByText('Satz 2: 40 kg × 8').closest('ul')!).getAllByText('Aufwärmen')).toHaveLength(1);
  });
});

describe('the last set filled in on the add screen', () => {
  it('never overwrites a weight the lifter typed before it arrived', async () => {
    let answerLastSets = () => {};
    routeFetch({
      'GET /api/auth/me': () => jsonResponse(200, newUser()),
      'GET /api/machines': () => jsonResponse(200, [newMachine()]),
      [`GET ${DEFAULT_DASHBOARD_URL}`]: () => jsonResponse(200, newDashboard()),
      'GET /api/workouts*': () => new Promise((resolve) => (answerLastSets = () => resolve(jsonResponse(200, [newEntry({ max_weight: 80, reps: 8 })])))),
    });
    renderApp('/AddWorkout');
    await userEvent.type(await screen.findByRole('combobox', { name: 'Übung' }), 'Bankdrücken');
    const weight = screen.getByLabelText('Gewicht (kg)') as HTMLInputElement;
    await userEvent.type(weight, '82,5');
    answerLastSets();
    expect(await screen.findByText('Letztes Mal: 80kg × 8 Wdh')).toBeTruthy();
    expect(weight.value).toBe('82,5');
  });
});

describe('the day’s sets on the add screen', () => {
  const today = todayIso();
  const at = (minute: number) => `${today}T08:${String(minute).padStart(2, '0')}:00.000Z`;
  const todays = [
    newEntry({ id: 't3', machine_id: 'm-bench', max_weight: 80, reps: 5, date: today, created_at: at(20) }),
    newEntry({ id: 't2', machine_id: 'm-lat', max_weight: 62.5, reps: 10, date: today, created_at: at(10) }),
    newEntry({ id: 't1', machine_id: 'm-lat', max_weight: 60, reps: 10, date: today, created_at: at(5) }),
  ];

  it('lists today’s sets from the server after a reload, each exercise under its name and numbered on its own', async () => {
    const fetchMock = routeFetch({
      'GET /api/auth/me': () => jsonResponse(200, newUser()),
      'GET /api/machines': () => jsonResponse(200, [newMachine(), newMachine({ id: 'm-lat', name: 'Latzug', catalogue_id: 'lat-pulldown' })]),
      [`GET ${DEFAULT_DASHBOARD_URL}`]: () => jsonResponse(200, newDashboard()),
      'GET /api/workouts*': () => jsonResponse(200, todays),
    });
    renderApp('/AddWorkout');
    const list = await screen.findByRole('region', { name: 'Heute' });
    const exercises = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(exercises).toEqual(['Latzug', 'Bankdrücken']);
    const setsOf = (name: string) =>
      within(within(list).getByRole('heading', { name }).closest('li')!)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(setsOf('Latzug')).toEqual(['Satz 1: 60 kg × 10', 'Satz 2: 62,5 kg × 10']);
    expect(setsOf('Bankdrücken')).toEqual(['Satz 1: 80 kg × 5']);
    expect(callsTo(fetchMock, `GET /api/workouts?filter=${encodeURIComponent(JSON.stringify({ date: today }))}`)).not.toHaveLength(0);
  });
});
