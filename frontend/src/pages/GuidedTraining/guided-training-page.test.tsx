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
  jest.restoreAllMocks();
});

/** Stops the clock, so a training started 65 s ago reads 1:05 however long a busy machine takes to render it. */
const stopClock = () => jest.spyOn(Date, 'now').mockReturnValue(Date.now());

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

const rowing = { id: 'm-row', name: 'Rudern', categories: ['Rücken'], created_date: '2026-11-01T10:00:00.000Z', updated_date: '2026-11-01T10:00:00.000Z' };
const rowingHistory = `GET /api/workouts?filter=${encodeURIComponent(JSON.stringify({ machine_id: 'm-row' }))}`;
const entry = (id: string, max_weight: number, reps: number, extra: object = {}) => ({
  id,
  machine_id: 'm-row',
  max_weight,
  reps,
  date: '2026-11-20',
  notes: null,
  set_type: 'normal',
  rpe: null,
  session_id: 's-old',
  created_by: 'anna@example.com',
  created_at: '2026-11-20T10:00:00.000Z',
  e1rm: 0,
  personal_records: [],
  ...extra,
});
const created = (id: string) => (body: unknown) =>
  jsonResponse(201, { id, ...(body as object), session_id: null, e1rm: 0, personal_records: [], created_by: 'a', created_at: 'x', hanteln_earned: 0 });

const row = (id: string, logged: object | null = null) => ({ id, setType: 'normal', weight: null, reps: null, logged });
/** A training of day `dayId` saved in the browser, with its sheet (Pull: Rudern 3 sets, Curls 3 sets unless given). */
const session = (dayId: string, exercises?: object[]) =>
  localStorage.setItem(
    'activeTraining',
    JSON.stringify({
      userId: newUser().id,
      planId: 'p-1',
      dayId,
      selectedDayNumber: dayId === 'd1' ? 1 : 2,
      startTime: Date.now() - 65_000,
      sheet: {
        exercises: exercises ?? [
          { id: 'e-row', name: 'Rudern', target: { sets: 3, reps: '8-12', target_weight: null }, sets: [row('r1'), row('r2'), row('r3')] },
          { id: 'e-curl', name: 'Curls', target: { sets: 3, reps: '10-12', target_weight: null }, sets: [row('c1'), row('c2'), row('c3')] },
        ],
      },
    }),
  );
const savedSheet = () => JSON.parse(localStorage.getItem('activeTraining')!).sheet as { exercises: { name: string; sets: { logged: object | null }[] }[] };

describe('guided training, the way into the training sheet', () => {
  it('lists the days with their exercise counts and the last one, and starts the chosen day’s sheet', async () => {
    routes();
    renderApp('/GuidedTraining');
    expect(await screen.findByText('Wähle deinen heutigen Trainingstag')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Tag 1: Push.*1 Übung/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Tag 2: Pull.*2 Übungen.*Zuletzt/ })).toBeTruthy();
    expect(screen.getByText('Zuletzt trainiert: 01.01.2000')).toBeTruthy();
    const start = screen.getByRole('button', { name: 'Training starten' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: /Tag 2: Pull/ }));
    await userEvent.click(start);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tag 2: Pull' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Rudern', 'Curls', 'Übung hinzufügen']);
    expect(screen.getAllByRole('textbox', { name: /^Gewicht Satz \d Rudern$/ })).toHaveLength(3);
    expect(JSON.parse(localStorage.getItem('activeTraining')!)).toMatchObject({ planId: 'p-1', dayId: 'd2', selectedDayNumber: 2 });
    expect(savedSheet().exercises.map((exercise) => [exercise.name, exercise.sets.length])).toEqual([
      ['Rudern', 3],
      ['Curls', 3],
    ]);
  });

  it('restores a saved training whose day still exists, one saved before the sheet as its day’s sheet', async () => {
    stopClock();
    localStorage.setItem(
      'activeTraining',
      JSON.stringify({ planId: 'p-1', dayId: 'd2', selectedDayNumber: 2, currentExerciseIndex: 1, startTime: Date.now() - 65_000, completedExercises: [] }),
    );
    routes();
    renderApp('/GuidedTraining');
    expect(await screen.findByRole('heading', { level: 2, name: 'Curls' })).toBeTruthy();
    expect(screen.getByText('0/2')).toBeTruthy();
    expect(screen.getByLabelText('Trainingsdauer').textContent).toBe('1:05');
    await waitFor(() => expect(savedSheet().exercises).toHaveLength(2));
  });

  it('discards a saved training whose day is gone', async () => {
    session('d9');
    routes();
    renderApp('/GuidedTraining');
    expect(await screen.findByText('Wähle deinen heutigen Trainingstag')).toBeTruthy();
    expect(localStorage.getItem('activeTraining')).toBeNull();
  });

  it('asks for weight and reps before logging a set', async () => {
    session('d2');
    const fetchMock = routes();
    renderApp('/GuidedTraining');
    await userEvent.click(await screen.findByRole('button', { name: 'Satz 1 Rudern abhaken' }));
    expect(screen.getByText('Bitte Gewicht und Wiederholungen eingeben!')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/workouts')).toEqual([]);
  });

  it('shows the running training as a banner on other screens, leading back to it', async () => {
    stopClock();
    session('d2');
    routes();
    const { router } = renderApp('/Dashboard');
    const banner = await screen.findByRole('link', { name: /Training läuft seit 1:05/ });
    await userEvent.click(banner);
    await waitFor(() => expect(router.state.location.pathname).toBe('/GuidedTraining'));
    // The route changes before the layout without the banner has rendered.
    await waitFor(() => expect(screen.queryByRole('link', { name: /Training läuft/ })).toBeNull());
  });

  it('fills each row from the set of the previous training beside it, and logs, edits and un-checks a set through the outbox', async () => {
    session('d2');
    const fetchMock = routes({
      'GET /api/machines': () => jsonResponse(200, [rowing]),
      // Newest first: the previous training was 50 × 12, then 52,5 × 10; an older one does not count.
      [rowingHistory]: () =>
        jsonResponse(200, [entry('e2', 52.5, 10), entry('e1', 50, 12), entry('e0', 45, 12, { session_id: 's-older', date: '2026-11-10' })]),
      'POST /api/workouts': created('w-1'),
      'PUT /api/workouts/w-1': (body) => jsonResponse(200, { ...entry('w-1', 0, 0), ...(body as object) }),
      'DELETE /api/workouts/w-1': () => new Response(null, { status: 204 }),
    });
    renderApp('/GuidedTraining');
    const weight = (set: number) => screen.getByRole('textbox', { name: `Gewicht Satz ${set} Rudern` }) as HTMLInputElement;
    const reps = (set: number) => screen.getByRole('textbox', { name: `Wiederholungen Satz ${set} Rudern` }) as HTMLInputElement;
    await waitFor(() => expect(weight(1).value).toBe('50'));
    expect([reps(1).value, weight(2).value, reps(2).value, weight(3).value, reps(3).value]).toEqual(['12', '52,5', '10', '52,5', '10']);
    expect(screen.getByText('Vorher: 50 × 12')).toBeTruthy();
    expect(screen.getByText('Vorher: 52,5 × 10')).toBeTruthy();
    // The third set had none beside it (and Curls, never trained, none at all).
    expect(screen.getAllByText('Vorher: –')).toHaveLength(4);

    const check = screen.getByRole('button', { name: 'Satz 1 Rudern abhaken' });
    await userEvent.click(check);
    await waitFor(() => expect(check.getAttribute('aria-pressed')).toBe('true'));
    expect(callsTo(fetchMock, 'POST /api/workouts')).toEqual([expect.objectContaining({ machine_id: 'm-row', max_weight: 50, reps: 12, set_type: 'normal' })]);
    expect(savedSheet().exercises[0]!.sets[0]!.logged).toMatchObject({ ref: 'w-1', weight: 50, reps: 12 });
    // The rest starts in the dock, as long as the lifter set it.
    expect(await screen.findByRole('region', { name: 'Satzpause' })).toBeTruthy();

    // A checked set edited: leaving its fields sends the change once (decimal comma), and un-checking deletes it.
    await userEvent.clear(reps(1));
    await userEvent.type(reps(1), '11');
    await userEvent.clear(weight(1));
    await userEvent.type(weight(1), '50,5');
    await userEvent.click(screen.getByRole('heading', { level: 1 }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT /api/workouts/w-1')).toEqual([expect.objectContaining({ max_weight: 50.5, reps: 11, set_type: 'normal' })]),
    );
    await userEvent.click(check);
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE /api/workouts/w-1')).toHaveLength(1));
    expect(check.getAttribute('aria-pressed')).toBe('false');
  });

  it('marks a warm-up in one tap and logs it as one', async () => {
    session('d2');
    const fetchMock = routes({
      'POST /api/machines': (body) => jsonResponse(201, { ...rowing, name: (body as { name: string }).name }),
      'POST /api/workouts': created('w-1'),
    });
    renderApp('/GuidedTraining');
    await userEvent.click(await screen.findByRole('button', { name: 'Aufwärmsatz Satz 1 Rudern' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Gewicht Satz 1 Rudern' }), '20');
    await userEvent.type(screen.getByRole('textbox', { name: 'Wiederholungen Satz 1 Rudern' }), '15');
    await userEvent.click(screen.getByRole('button', { name: 'Satz 1 Rudern abhaken' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/workouts')).toEqual([expect.objectContaining({ max_weight: 20, reps: 15, set_type: 'warmup' })]));
  });

  it('asks before logging a weight over three times the exercise’s heaviest (a slipped comma)', async () => {
    session('d2');
    const fetchMock = routes({
      'GET /api/machines': () => jsonResponse(200, [rowing]),
      [rowingHistory]: () => jsonResponse(200, [entry('e1', 50, 10)]),
      'POST /api/workouts': created('w-1'),
    });
    renderApp('/GuidedTraining');
    const weight = (await screen.findByRole('textbox', { name: 'Gewicht Satz 1 Rudern' })) as HTMLInputElement;
    await waitFor(() => expect(weight.value).toBe('50'));
    await userEvent.clear(weight);
    await userEvent.type(weight, '525');
    await userEvent.click(screen.getByRole('button', { name: 'Satz 1 Rudern abhaken' }));
    expect(await screen.findByRole('dialog', { name: 'Wirklich 525 kg?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Korrigieren' }));
    expect(callsTo(fetchMock, 'POST /api/workouts')).toEqual([]);
    await userEvent.clear(weight);
    await userEvent.type(weight, '52,5');
    await userEvent.click(screen.getByRole('button', { name: 'Satz 1 Rudern abhaken' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/workouts')).toEqual([expect.objectContaining({ machine_id: 'm-row', max_weight: 52.5 })]));
  });

  it('adds an exercise, which needs a name, and moves it up', async () => {
    session('d2');
    routes();
    renderApp('/GuidedTraining');
    await userEvent.click(await screen.findByRole('button', { name: 'Hinzufügen' }));
    expect(screen.getByText('Übungsname fehlt.')).toBeTruthy();
    await userEvent.type(screen.getByRole('combobox', { name: 'Übung' }), 'Kabelrudern');
    await userEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Kabelrudern' })).toBeTruthy();
    expect(screen.getAllByRole('textbox', { name: /Satz \d Kabelrudern$/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Kabelrudern nach oben' }));
    expect(savedSheet().exercises.map((exercise) => exercise.name)).toEqual(['Rudern', 'Kabelrudern', 'Curls']);
  });

  it('finishes a training without reception: the summary shows at once, the training, day and analysis are sent once the connection is back', async () => {
    const setOnline = (online: boolean) => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
      act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
    };
    session('d1', [
      {
        id: 'e-bench',
        name: 'Bankdrücken',
        target: null,
        sets: [row('b1', { ref: 'w-1', weight: 60, reps: 8, setType: 'normal', date: '2026-12-06' }), row('b2')],
      },
    ]);
    const fetchMock = routes({
      'POST /api/sessions': (body) => jsonResponse(201, { id: 't-1', set_count: 1, sets: [], notes: null, ...(body as object) }),
      'POST /api/training-plans/p-1/completed-days': () => jsonResponse(200, newUser({ last_completed_training_day_per_plan: { 'p-1': 1 } })),
      'POST /api/functions/invoke': () => jsonResponse(200, { data: { skipped: false, job_id: null } }),
    });
    try {
      renderApp('/GuidedTraining');
      setOnline(false);
      await userEvent.click(await screen.findByRole('button', { name: 'Training beenden' }));
      await userEvent.click(screen.getByRole('button', { name: 'Beenden' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Training abgeschlossen!' })).toBeTruthy();
      expect(screen.getByText('1 min')).toBeTruthy();
      expect(screen.getByText('480 kg')).toBeTruthy();
      expect(localStorage.getItem('activeTraining')).toBeNull();
      const training = { title: 'Push', started_at: expect.any(String), duration_min: 1, sets: ['w-1'] };
      expect(JSON.parse(localStorage.getItem('finishedTrainingDay')!)).toEqual({ userId: newUser().id, planId: 'p-1', dayNumber: 1, analyse: true, training });
      expect(callsTo(fetchMock, 'POST /api/training-plans/p-1/completed-days')).toEqual([]);

      setOnline(true);
      await waitFor(() => expect(localStorage.getItem('finishedTrainingDay')).toBeNull());
      // The training joins the history with its set, then the day is recorded.
      expect(callsTo(fetchMock, 'POST /api/sessions')).toEqual([training]);
      expect(callsTo(fetchMock, 'POST /api/training-plans/p-1/completed-days')).toEqual([{ day_number: 1 }]);
      await waitFor(() => expect(callsTo(fetchMock, 'POST /api/functions/invoke')).toHaveLength(1));
    } finally {
      setOnline(true);
    }
  });

  it('sends a finished day only after the training’s sets have left the outbox, so that its analysis sees them', async () => {
    session('d1', [{ id: 'e-bench', name: 'Bankdrücken', target: null, sets: [row('b1')] }]);
    let serverUp = false;
    const down = () => jsonResponse(503, { message: 'weg' });
    const fetchMock = routes({
      'POST /api/machines': (body) =>
        serverUp ? jsonResponse(201, { id: 'm-bank', name: (body as { name: string }).name, categories: [], created_date: 'x', updated_date: 'x' }) : down(),
      'POST /api/workouts': (body) => (serverUp ? created('w-1')(body) : down()),
      'POST /api/sessions': (body) => jsonResponse(201, { id: 't-1', set_count: 1, sets: [], notes: null, ...(body as object) }),
      'POST /api/training-plans/p-1/completed-days': () => jsonResponse(200, newUser()),
      'POST /api/functions/invoke': () => jsonResponse(200, { data: { skipped: false, job_id: null } }),
    });
    renderApp('/GuidedTraining');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Gewicht Satz 1 Bankdrücken' }), '60');
    await userEvent.type(screen.getByRole('textbox', { name: 'Wiederholungen Satz 1 Bankdrücken' }), '8');
    const check = screen.getByRole('button', { name: 'Satz 1 Bankdrücken abhaken' });
    await userEvent.click(check);
    await waitFor(() => expect(check.getAttribute('aria-pressed')).toBe('true'));
    await userEvent.click(screen.getByRole('button', { name: 'Training beenden' }));
    await userEvent.click(screen.getByRole('button', { name: 'Beenden' }));
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

  it('says so when there is no plan, and offers a training without one, recorded as a training alone', async () => {
    const fetchMock = routes({
      'GET /api/training-plans': () => jsonResponse(200, []),
      'POST /api/machines': (body) => jsonResponse(201, { ...rowing, id: 'm-new', name: (body as { name: string }).name }),
      'POST /api/workouts': created('w-1'),
      'POST /api/sessions': (body) => jsonResponse(201, { id: 't-1', set_count: 1, sets: [], notes: null, ...(body as object) }),
      'POST /api/functions/invoke': () => jsonResponse(200, { data: { skipped: false, job_id: null } }),
    });
    renderApp('/GuidedTraining');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kein Trainingsplan gefunden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zum Dashboard' }).getAttribute('href')).toBe('/Dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Leeres Training beginnen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Freies Training' })).toBeTruthy();
    await userEvent.type(screen.getByRole('combobox', { name: 'Übung' }), 'Dips');
    await userEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Gewicht Satz 1 Dips' }), '10');
    await userEvent.type(screen.getByRole('textbox', { name: 'Wiederholungen Satz 1 Dips' }), '8');
    await userEvent.click(screen.getByRole('button', { name: 'Satz 1 Dips abhaken' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Satz 1 Dips abhaken' }).getAttribute('aria-pressed')).toBe('true'));
    await userEvent.click(screen.getByRole('button', { name: 'Training beenden' }));
    await userEvent.click(screen.getByRole('button', { name: 'Beenden' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Training abgeschlossen!' })).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/sessions')).toEqual([expect.objectContaining({ title: 'Freies Training', sets: ['w-1'] })]));
    await waitFor(() => expect(localStorage.getItem('finishedTrainingDay')).toBeNull());
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('completed-days'))).toBe(false);
  });
});
