import type { TrainingPlan } from '@hantelwerk/api-types';
import { screen, waitFor } from '@testing-library/react';
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
    { id: 'd1', day_number: 1, day_name: 'Push', exercises: [{ exercise_name: 'Bankdrücken', sets: 1, reps: '8-12' }] },
    {
      id: 'd2',
      day_number: 2,
      day_name: 'Pull',
      exercises: [
        { exercise_name: 'Rudern', sets: 3, reps: '8-12' },
        { exercise_name: 'Curls', sets: 3, reps: '10-12' },
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

  it('says so when there is no plan', async () => {
    routes({ 'GET /api/training-plans': () => jsonResponse(200, []) });
    renderApp('/GuidedTraining');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kein Trainingsplan gefunden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zum Dashboard' }).getAttribute('href')).toBe('/Dashboard');
  });
});
