import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, jsonResponse, restoreFetch, routeFetch } from '../../test/fetch-stub';
import { newUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

afterEach(restoreFetch);

const fresh = newUser({
  onboarding_completed: false,
  display_name: null,
  full_name: 'Lena Kraft',
  training_frequency: null,
  fitness_goal: null,
  training_experience: null,
  body_weight: null,
  focus_areas: [],
  plan_generation_status: null,
});

describe('onboarding', () => {
  it('sends a user who has not finished it there from any screen, replacing the history entry', async () => {
    routeFetch({ 'GET /api/auth/me': jsonResponse(200, fresh) });
    const { router } = renderApp('/Dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Onboarding'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('group', { name: 'Wie sollen wir dich nennen?' })).toBeTruthy();
    expect((screen.getByLabelText('Dein Name') as HTMLInputElement).value).toBe('Lena Kraft');
  });

  it('checks each step, moves on by itself on steps 2–4, and sends the answers with "Fertig"', async () => {
    let user = fresh;
    const fetchMock = routeFetch({
      'GET /api/auth/me': () => jsonResponse(200, user),
      'POST /api/onboarding/complete': (body) => {
        user = { ...fresh, ...(body as object), onboarding_completed: true, plan_generation_status: 'generating', plan_generation_conversation_id: 'c-1' };
        return jsonResponse(200, user);
      },
    });
    renderApp('/Onboarding');
    const name = await screen.findByLabelText('Dein Name');
    await userEvent.clear(name);
    expect((screen.getByRole('button', { name: 'Weiter' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(name, 'Lena');
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await userEvent.click(await screen.findByRole('button', { name: '3-mal' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Muskelaufbau' }));
    await userEvent.click(await screen.findByRole('button', { name: /Anfänger/ }));
    await userEvent.type(await screen.findByLabelText('Körpergewicht (kg)'), '72.5');
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Bauch' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(await screen.findByRole('group', { name: 'Wie viel wiegst du?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Fertig' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Perfekt!' })).toBeTruthy();
    expect(screen.getByText('Dein personalisierter Trainingsplan wird erstellt...')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Plan wird erstellt...' }) as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo(fetchMock, 'POST /api/onboarding/complete')).toEqual([
      {
        display_name: 'Lena',
        training_frequency: '3',
        fitness_goal: 'muscle_building',
        training_experience: 'beginner',
        body_weight: 72.5,
        focus_areas: ['Bauch'],
      },
    ]);
  });

  it('refuses a body weight outside 20–400 kg on its own step, and shows a refusal of the server in words, not as JSON', async () => {
    routeFetch({
      'GET /api/auth/me': () => jsonResponse(200, fresh),
      'POST /api/onboarding/complete': () =>
        jsonResponse(400, { message: 'x', error: 'Bad Request', code: 'onboarding.body_weight', details: { field: 'body_weight' } }),
    });
    renderApp('/Onboarding');
    await userEvent.click(await screen.findByRole('button', { name: 'Weiter' }));
    await userEvent.click(await screen.findByRole('button', { name: '3-mal' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Muskelaufbau' }));
    await userEvent.click(await screen.findByRole('button', { name: /Anfänger/ }));
    const weight = await screen.findByRole('textbox', { name: 'Körpergewicht (kg)' });
    await userEvent.type(weight, '785');
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByText('Bitte gib ein Körpergewicht zwischen 20 und 400 kg ein.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Wie viel wiegst du?' })).toBeTruthy();
    await userEvent.clear(weight);
    await userEvent.type(weight, '78,5');
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Fertig' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toBe('Bitte gib dein Körpergewicht in kg an (0 bis 500).'));
  });

  it('stays once the plan is made, and "Los geht\'s!" goes to the dashboard, replacing the completion screen', async () => {
    let user = newUser({ plan_generation_status: 'generating', plan_generation_conversation_id: 'c-1' });
    routeFetch({
      'GET /api/auth/me': () => jsonResponse(200, user),
      'GET /api/dashboard*': () =>
        jsonResponse(200, {
          period: '30d',
          category: 'Alle',
          totals: { workouts: 0, volume: 0 },
          streak: { current_streak: 0, week_start_date: '2026-11-23' },
          machines: [],
        }),
      'GET /api/training-plans': () => jsonResponse(200, []),
    });
    const { router } = renderApp('/Onboarding');
    expect(await screen.findByText('Dein personalisierter Trainingsplan wird erstellt...')).toBeTruthy();
    user = { ...user, plan_generation_status: 'completed', plan_generation_conversation_id: null };
    await userEvent.click(await screen.findByRole('button', { name: "Los geht's!" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Dashboard'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows why the plan could not be made', async () => {
    routeFetch({ 'GET /api/auth/me': jsonResponse(200, newUser({ plan_generation_status: 'failed', plan_generation_error: 'No valid JSON in response' })) });
    renderApp('/Onboarding');
    expect(await screen.findByText('Fehler: No valid JSON in response')).toBeTruthy();
  });
});
