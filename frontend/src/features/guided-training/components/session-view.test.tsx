import type { TrainingPlan } from '@hantelwerk/api-types';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, jsonResponse, restoreFetch, routeFetch } from '../../../test/fetch-stub';
import { newUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { DEFAULT_DASHBOARD_URL, newDashboard, newMachine } from '../../../test/workout-fixtures';

afterEach(() => {
  restoreFetch();
  localStorage.clear();
});

const plan: TrainingPlan = {
  id: 'p-1',
  user_email: 'anna@example.com',
  plan_name: 'Kraftplan',
  plan_description: '',
  training_days: [{ id: 'd1', day_number: 1, day_name: 'Push', exercises: [{ exercise_name: 'Bankdrücken', sets: 2, reps: '5', target_weight: null }] }],
  is_active: true,
  source: 'generated',
  created_date: '2026-11-01T10:00:00.000Z',
  updated_date: '2026-11-01T10:00:00.000Z',
};

describe('a warm-up in guided training', () => {
  it('is sent as one, is none of the plan’s sets, and the next set starts as a working set', async () => {
    localStorage.setItem(
      'activeTraining',
      JSON.stringify({ planId: 'p-1', dayId: 'd1', selectedDayNumber: 1, currentExerciseIndex: 0, startTime: Date.now() }),
    );
    let saved = 0;
    const fetchMock = routeFetch({
      'GET /api/auth/me': () => jsonResponse(200, newUser()),
      'GET /api/training-plans': () => jsonResponse(200, [plan]),
      'GET /api/machines': () => jsonResponse(200, [newMachine()]),
      'GET /api/workouts*': () => jsonResponse(200, []),
      [`GET ${DEFAULT_DASHBOARD_URL}`]: () => jsonResponse(200, newDashboard()),
      'POST /api/workouts': (body) =>
        jsonResponse(201, { id: `w-${++saved}`, ...(body as object), e1rm: 0, personal_records: [], created_by: 'a', created_at: 'x', hanteln_earned: 0 }),
    });
    renderApp('/GuidedTraining');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Gewicht (kg)' }), '40');
    await userEvent.type(screen.getByRole('textbox', { name: 'Wiederholungen' }), '10');
    const toggle = screen.getByRole('button', { name: 'Aufwärmsatz' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern & Weiter' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/workouts')).toEqual([expect.objectContaining({ max_weight: 40, reps: 10, set_type: 'warmup' })]));
    expect(await screen.findByRole('timer', { name: 'Pause zwischen den Sätzen' })).toBeTruthy();
    expect(screen.getByText('Satz 1 von 2')).toBeTruthy();
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(JSON.parse(localStorage.getItem('activeTraining')!).completedExercises).toEqual([expect.objectContaining({ entryId: 'w-1', warmup: true })]);

    await userEvent.click(screen.getByRole('button', { name: 'Speichern & Weiter' }));
    await screen.findByText('Satz 2 von 2');
    expect(callsTo(fetchMock, 'POST /api/workouts')[1]).toMatchObject({ set_type: 'normal' });
  });
});
