import type { TrainingPlan } from '@hantelwerk/api-types';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, jsonResponse, restoreFetch, routeFetch, type ApiHandler } from '../../test/fetch-stub';
import { newUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { DEFAULT_DASHBOARD_URL, newDashboard } from '../../test/workout-fixtures';

afterEach(() => {
  restoreFetch();
  localStorage.clear();
});

const plan: TrainingPlan = {
  id: 'p-1',
  user_email: 'anna@example.com',
  plan_name: 'Kraftplan',
  plan_description: '',
  training_days: [
    { id: 'd1', day_number: 1, day_name: 'Push', exercises: [{ exercise_name: 'Bankdrücken', sets: 1, reps: '8-12', target_weight: null }] },
    {
      id: 'd2',
      day_number: 2,
      day_name: 'Pull',
      exercises: [
        { exercise_name: 'Rudern', sets: 3, reps: '8-12', target_weight: null },
        { exercise_name: 'Curls', sets: 3, reps: '10-12', target_weight: null },
      ],
    },
  ],
  is_active: true,
  source: 'generated',
  created_date: '2026-11-01T10:00:00.000Z',
  updated_date: '2026-11-01T10:00:00.000Z',
};

function routes(overrides: Record<string, ApiHandler> = {}) {
  return routeFetch({
    'GET /api/auth/me': () => jsonResponse(200, newUser({ last_completed_training_day_per_plan: { 'p-1': 2 }, last_training_date: '2000-01-01' })),
    'GET /api/training-plans': () => jsonResponse(200, [plan]),
    'GET /api/machines': () => jsonResponse(200, []),
    [`GET ${DEFAULT_DASHBOARD_URL}`]: () => jsonResponse(200, newDashboard()),
    ...overrides,
  });
}

const session = (dayId: string, extra: object = {}) =>
  localStorage.setItem(
    'activeTraining',
    JSON.stringify({ planId: 'p-1', dayId, selectedDayNumber: 2, currentExerciseIndex: 1, startTime: Date.now() - 65_000, completedExercises: [], ...extra }),
  );

describe('guided training', () => {
  it('lists the days with their exercise counts and the last one, and starts only once a day is chosen', async () => {
    routes();
    renderApp('/GuidedTraining');
    expect(await screen.findByText('Wähle deinen heutigen Trainingstag')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Tag 1: Push.*1 Übung/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Tag 2: Pull.*2 Übungen.*Zuletzt/ })).toBeTruthy();
    expect(screen.getByText('Zuletzt trainiert: 01.01.2000')).toBeTruthy();
    const start = screen.getByRole('button', { name: 'Training starten' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: /Tag 1: Push/ }));
    await userEvent.click(start);
    expect(await screen.findByRole('heading', { level: 2, name: 'Bankdrücken' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('activeTraining')!)).toMatchObject({ planId: 'p-1', dayId: 'd1', selectedDayNumber: 1, currentExerciseIndex: 0 });
  });

  it('restores a saved session whose day still exists', async () => {
    session('d2');
    routes();
    renderApp('/GuidedTraining');
    expect(await screen.findByRole('heading', { level: 2, name: 'Curls' })).toBeTruthy();
    expect(screen.getByText('1/2')).toBeTruthy();
    expect(screen.getByLabelText('Trainingsdauer').textContent).toMatch(/^1:0\d$/);
  });

  it('discards a saved session whose day is gone', async () => {
    session('d9');
    routes();
    renderApp('/GuidedTraining');
    expect(await screen.findByText('Wähle deinen heutigen Trainingstag')).toBeTruthy();
    expect(localStorage.getItem('activeTraining')).toBeNull();
  });

  it('asks for weight and reps before saving', async () => {
    session('d2', { currentExerciseIndex: 0 });
    const fetchMock = routes();
    renderApp('/GuidedTraining');
    await userEvent.click(await screen.findByRole('button', { name: 'Speichern & Weiter' }));
    expect(screen.getByText('Bitte Gewicht und Wiederholungen eingeben!')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/workouts')).toEqual([]);
  });

  it('shows the running training as a banner on other screens, leading back to it', async () => {
    session('d2');
    routes();
    const { router } = renderApp('/Dashboard');
    const banner = await screen.findByRole('link', { name: /Training läuft seit 1:0\d/ });
    await userEvent.click(banner);
    await waitFor(() => expect(router.state.location.pathname).toBe('/GuidedTraining'));
    expect(screen.queryByRole('link', { name: /Training läuft/ })).toBeNull();
  });

  it('prefills the inputs by progression once the exercise’s history is there, saying why', async () => {
    session('d2', { currentExerciseIndex: 0 });
    const rowing = { id: 'm-row', name: 'Rudern', categories: ['Rücken'], created_date: '2026-11-01T10:00:00.000Z', updated_date: '2026-11-01T10:00:00.000Z' };
    const entry = (id: string, reps: number) => ({
      id,
      machine_id: 'm-row',
      max_weight: 50,
      reps,
      date: '2026-11-20',
      notes: null,
      created_by: 'anna@example.com',
      created_at: '2026-11-20T10:00:00.000Z',
      e1rm: 50 * (1 + reps / 30),
      personal_records: [],
    });
    routes({
      'GET /api/machines': () => jsonResponse(200, [rowing]),
      [`GET /api/workouts?filter=${encodeURIComponent(JSON.stringify({ machine_id: 'm-row' }))}`]: () => jsonResponse(200, [entry('e2', 12), entry('e1', 12)]),
    });
    renderApp('/GuidedTraining');
    expect(await screen.findByText('Letztes Mal alle Sätze mit 12 Wdh. bei 50 kg geschafft: +2,5 kg.')).toBeTruthy();
    const weight = screen.getByRole('textbox', { name: 'Gewicht (kg)' }) as HTMLInputElement;
    await waitFor(() => expect(weight.value).toBe('52,5'));
    expect((screen.getByRole('textbox', { name: 'Wiederholungen' }) as HTMLInputElement).value).toBe('8');
    // The −/+ beside the fields change the suggestion by a pair of plates or a rep.
    await userEvent.click(screen.getByRole('button', { name: '2,5 kg mehr' }));
    expect(weight.value).toBe('55');
    await userEvent.click(screen.getByRole('button', { name: 'Eine Wiederholung weniger' }));
    expect((screen.getByRole('textbox', { name: 'Wiederholungen' }) as HTMLInputElement).value).toBe('7');
    expect(screen.getByText('Letztes Mal: 50kg × 12 Wdh')).toBeTruthy();
    expect(screen.getByText('Rücken')).toBeTruthy();
  });

  it('asks before saving a weight over three times the exercise’s heaviest (a slipped comma)', async () => {
    session('d2', { currentExerciseIndex: 0 });
    const rowing = { id: 'm-row', name: 'Rudern', categories: ['Rücken'], created_date: '2026-11-01T10:00:00.000Z', updated_date: '2026-11-01T10:00:00.000Z' };
    const entry = {
      id: 'e1',
      machine_id: 'm-row',
      max_weight: 50,
      reps: 10,
      date: '2026-11-20',
      notes: null,
      created_by: 'a',
      created_at: '2026-11-20T10:00:00.000Z',
      e1rm: 66.7,
      personal_records: [],
    };
    const fetchMock = routes({
      'GET /api/machines': () => jsonResponse(200, [rowing]),
      [`GET /api/workouts?filter=${encodeURIComponent(JSON.stringify({ machine_id: 'm-row' }))}`]: () => jsonResponse(200, [entry]),
      'POST /api/workouts': (body) =>
        jsonResponse(201, { id: 'w-1', ...(body as object), e1rm: 0, personal_records: [], created_by: 'a', created_at: 'x', hanteln_earned: 0 }),
    });
    renderApp('/GuidedTraining');
    const weight = (await screen.findByRole('textbox', { name: 'Gewicht (kg)' })) as HTMLInputElement;
    await waitFor(() => expect(weight.value).not.toBe(''));
    await userEvent.clear(weight);
    await userEvent.type(weight, '525');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern & Weiter' }));
    expect(await screen.findByRole('dialog', { name: 'Wirklich 525 kg?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Korrigieren' }));
    expect(callsTo(fetchMock, 'POST /api/workouts')).toEqual([]);
    await userEvent.clear(weight);
    await userEvent.type(weight, '52,5');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern & Weiter' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/workouts')).toEqual([expect.objectContaining({ machine_id: 'm-row', max_weight: 52.5 })]));
  });

  it('tracks an alternative exercise, which needs a name, and returns to the plan', async () => {
    session('d2', { currentExerciseIndex: 0 });
    const fetchMock = routes({
      'POST /api/machines': (body) =>
        jsonResponse(201, { id: 'm-new', name: (body as { name: string }).name, categories: [], created_date: 'x', updated_date: 'x' }),
      'POST /api/workouts': (body) =>
        jsonResponse(201, { id: 'w-1', ...(body as object), e1rm: 0, personal_records: [], created_by: 'a', created_at: 'x', hanteln_earned: 0 }),
    });
    renderApp('/GuidedTraining');
    await userEvent.click(await screen.findByRole('button', { name: 'Alternative Übung tracken' }));
    // A German decimal comma means what it says (82,5 never becomes 825).
    await userEvent.type(screen.getByRole('textbox', { name: 'Gewicht (kg)' }), '20,5');
    await userEvent.type(screen.getByRole('textbox', { name: 'Wiederholungen' }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern & Weiter' }));
    expect(screen.getByText('Übungsname fehlt.')).toBeTruthy();
    await userEvent.type(screen.getByRole('combobox', { name: 'Übung' }), 'Kabelrudern');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern & Weiter' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Rudern' })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/workouts')).toEqual([expect.objectContaining({ machine_id: 'm-new', max_weight: 20.5, reps: 10 })]);
    expect(JSON.parse(localStorage.getItem('activeTraining')!).completedExercises).toEqual([
      { entryId: 'w-1', exerciseName: 'Kabelrudern', exerciseIndex: null, weight: 20.5, reps: 10, warmup: false },
    ]);
  });

  it('finishes a training without reception: the summary shows at once, the day and its analysis are sent once the connection is back', async () => {
    const setOnline = (online: boolean) => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
      act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
    };
    const logged = { entryId: 'w-1', exerciseName: 'Bankdrücken', exerciseIndex: 0, weight: 60, reps: 8 };
    session('d1', { selectedDayNumber: 1, currentExerciseIndex: 1, completedExercises: [logged] });
    const fetchMock = routes({
      'POST /api/sessions': (body) => jsonResponse(201, { id: 't-1', set_count: 1, sets: [], notes: null, ...(body as object) }),
      'POST /api/training-plans/p-1/completed-days': () => jsonResponse(200, newUser({ last_completed_training_day_per_plan: { 'p-1': 1 } })),
      'POST /api/functions/invoke': () => jsonResponse(200, { data: { skipped: false, job_id: null } }),
    });
    try {
      renderApp('/GuidedTraining');
      setOnline(false);
      await userEvent.click(await screen.findByRole('button', { name: 'Training abschließen' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Training abgeschlossen!' })).toBeTruthy();
      expect(localStorage.getItem('activeTraining')).toBeNull();
      const training = { title: 'Push', started_at: expect.any(String), duration_min: 1, sets: ['w-1'] };
      expect(JSON.parse(localStorage.getItem('finishedTrainingDay')!)).toEqual({ userId: newUser().id, planId: 'p-1', dayNumber: 1, analyse: true, training });
      expect(callsTo(fetchMock, 'POST /api/training-plans/p-1/completed-days')).toEqual([]);

      setOnline(true);
      await waitFor(() => expect(localStorage.getItem('finishedTrainingDay')).toBeNull());
      // The session becomes a training of the history with its set, then the day is recorded.
      expect(callsTo(fetchMock, 'POST /api/sessions')).toEqual([training]);
      expect(callsTo(fetchMock, 'POST /api/training-plans/p-1/completed-days')).toEqual([{ day_number: 1 }]);
      await waitFor(() => expect(callsTo(fetchMock, 'POST /api/functions/invoke')).toHaveLength(1));
    } finally {
      setOnline(true);
    }
  });

  it('sends a finished day only after the session’s sets have left the outbox, so that its analysis sees them', async () => {
    session('d1', { selectedDayNumber: 1, currentExerciseIndex: 0 });
    let serverUp = false;
    const down = () => jsonResponse(503, { message: 'weg' });
    const fetchMock = routes({
      'POST /api/machines': (body) =>
        serverUp ? jsonResponse(201, { id: 'm-bank', name: (body as { name: string }).name, categories: [], created_date: 'x', updated_date: 'x' }) : down(),
      'POST /api/workouts': (body) =>
        serverUp
          ? jsonResponse(201, { id: 'w-1', ...(body as object), e1rm: 0, personal_records: [], created_by: 'a', created_at: 'x', hanteln_earned: 0 })
          : down(),
      'POST /api/sessions': (body) => jsonResponse(201, { id: 't-1', set_count: 1, sets: [], notes: null, ...(body as object) }),
      'POST /api/training-plans/p-1/completed-days': () => jsonResponse(200, newUser()),
      'POST /api/functions/invoke': () => jsonResponse(200, { data: { skipped: false, job_id: null } }),
    });
    renderApp('/GuidedTraining');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Gewicht (kg)' }), '60');
    await userEvent.type(screen.getByRole('textbox', { name: 'Wiederholungen' }), '8');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern & Weiter' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Training abschließen' }, { timeout: 3000 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Training abgeschlossen!' })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/training-plans/p-1/completed-days')).toEqual([]);

    serverUp = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/functions/invoke')).toHaveLength(1));
    const order = fetchMock.mock.calls.map(([url, init]) => `${init.method ?? 'GET'} ${url}`);
    expect(order.lastIndexOf('POST /api/workouts')).toBeLessThan(order.indexOf('POST /api/sessions'));
    expect(order.indexOf('POST /api/sessions')).toBeLessThan(order.indexOf('POST /api/training-plans/p-1/completed-days'));
    // The set waited in the outbox: the training names it by the key it was sent with.
    const [{ sets }] = callsTo(fetchMock, 'POST /api/sessions') as { sets: string[] }[];
    const [key] = fetchMock.mock.calls
      .filter(([url, init]) => url === '/api/workouts' && init.method === 'POST')
      .map(([, init]) => new Headers(init.headers).get('Idempotency-Key'));
    expect(sets).toEqual([key]);
    expect(localStorage.getItem('finishedTrainingDay')).toBeNull();
  });

  it('rests between the sets of an exercise as long as the lifter set the rest timer', async () => {
    localStorage.setItem('restTimerSeconds', '120');
    session('d2', { currentExerciseIndex: 0 });
    routes({
      'POST /api/machines': (body) =>
        jsonResponse(201, { id: 'm-row', name: (body as { name: string }).name, categories: [], created_date: 'x', updated_date: 'x' }),
      'POST /api/workouts': (body) =>
        jsonResponse(201, { id: 'w-1', ...(body as object), e1rm: 0, personal_records: [], created_by: 'a', created_at: 'x', hanteln_earned: 0 }),
    });
    renderApp('/GuidedTraining');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Gewicht (kg)' }), '50');
    await userEvent.type(screen.getByRole('textbox', { name: 'Wiederholungen' }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern & Weiter' }));
    expect(await screen.findByRole('timer', { name: 'Pause zwischen den Sätzen' })).toBeTruthy();
    const { restUntil } = JSON.parse(localStorage.getItem('activeTraining')!) as { restUntil: number };
    expect(restUntil - Date.now()).toBeGreaterThan(115_000);
    expect(restUntil - Date.now()).toBeLessThanOrEqual(120_000);
  });

  it('says so when there is no plan', async () => {
    routes({ 'GET /api/training-plans': () => jsonResponse(200, []) });
    renderApp('/GuidedTraining');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kein Trainingsplan gefunden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zum Dashboard' }).getAttribute('href')).toBe('/Dashboard');
  });
});
