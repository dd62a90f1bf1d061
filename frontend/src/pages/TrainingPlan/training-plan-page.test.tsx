import type { TrainingPlan } from '@hantelwerk/api-types';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, jsonResponse, restoreFetch, routeFetch, type ApiHandler } from '../../test/fetch-stub';
import { newUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  restoreFetch();
  localStorage.clear();
});

const exercise = (exercise_name: string) => ({ exercise_name, sets: 3, reps: '8-12', target_weight: null });
const newPlan = (overrides: Partial<TrainingPlan> = {}): TrainingPlan => ({
  id: 'p-1',
  user_email: 'anna@example.com',
  plan_name: 'Kraftplan',
  plan_description: 'Drei Tage',
  training_days: [
    { id: 'd1', day_number: 1, day_name: 'Push', exercises: [exercise('Bankdrücken'), exercise('Dips')] },
    { id: 'd2', day_number: 2, day_name: 'Pull', exercises: [] },
  ],
  is_active: true,
  source: 'generated',
  created_date: '2026-11-01T10:00:00.000Z',
  updated_date: '2026-11-01T10:00:00.000Z',
  ...overrides,
});
const bench = { id: 'm-1', name: 'Bankdrücken', categories: ['Brust'], created_date: '2026-11-01T10:00:00.000Z', updated_date: '2026-11-01T10:00:00.000Z' };

function routes(plans: TrainingPlan[], overrides: Record<string, ApiHandler> = {}) {
  return routeFetch({
    'GET /api/auth/me': () => jsonResponse(200, newUser()),
    'GET /api/training-plans': () => jsonResponse(200, plans),
    'GET /api/machines': () => jsonResponse(200, [bench]),
    ...overrides,
  });
}

describe('the training plan screen', () => {
  it('shows the plan with its days, exercise cards and targets; only untrained exercises can be removed', async () => {
    routes([newPlan()]);
    renderApp('/TrainingPlan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trainingsplan für Anna' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Tag 1: Push', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Tag 2: Pull' })).toBeTruthy();
    expect(screen.getAllByText('3 × 8-12')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Bankdrücken eintragen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bankdrücken entfernen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Dips entfernen' })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Tag 2: Pull' }));
    expect(screen.getByText('Keine Übungen für diesen Tag.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Übung zu Tag 2 hinzufügen' })).toBeTruthy();
  });

  it('renames a day on double-click with Enter, sending the days with their ids; Escape cancels', async () => {
    const fetchMock = routes([newPlan()], {
      'PUT /api/training-plans/p-1': (body) =>
        jsonResponse(200, newPlan({ training_days: (body as { training_days: TrainingPlan['training_days'] }).training_days })),
    });
    renderApp('/TrainingPlan');
    await userEvent.dblClick(await screen.findByRole('tab', { name: 'Tag 2: Pull' }));
    const field = screen.getByLabelText('Name von Tag 2');
    await userEvent.clear(field);
    await userEvent.type(field, 'Rücken{Escape}');
    expect(callsTo(fetchMock, 'PUT /api/training-plans/p-1')).toEqual([]);
    await userEvent.dblClick(screen.getByRole('tab', { name: 'Tag 2: Pull' }));
    await userEvent.clear(screen.getByLabelText('Name von Tag 2'));
    await userEvent.type(screen.getByLabelText('Name von Tag 2'), 'Rücken{Enter}');
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/training-plans/p-1')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT /api/training-plans/p-1')[0]).toEqual({
      training_days: [
        { id: 'd1', day_number: 1, day_name: 'Push', exercises: [exercise('Bankdrücken'), exercise('Dips')] },
        { id: 'd2', day_number: 2, day_name: 'Rücken', exercises: [] },
      ],
    });
  });

  it('asks before removing a day, and says the last day cannot go', async () => {
    const fetchMock = routes([newPlan({ training_days: [newPlan().training_days[0]!] })]);
    renderApp('/TrainingPlan');
    await userEvent.dblClick(await screen.findByRole('tab', { name: 'Tag 1: Push' }));
    expect(screen.queryByRole('button', { name: 'Tag löschen' })).toBeNull();
    expect(callsTo(fetchMock, 'PUT /api/training-plans/p-1')).toEqual([]);
  });

  it('adds exercises from the dialog, each once', async () => {
    const fetchMock = routes([newPlan()], {
      'PUT /api/training-plans/p-1': (body) =>
        jsonResponse(200, newPlan({ training_days: (body as { training_days: TrainingPlan['training_days'] }).training_days })),
    });
    renderApp('/TrainingPlan');
    await userEvent.click(await screen.findByRole('button', { name: 'Übung zu Tag 1 hinzufügen' }));
    const dialog = screen.getByRole('dialog', { name: 'Übung zu Tag 1 hinzufügen' });
    expect((within(dialog).getByRole('button', { name: 'Übungen hinzufügen' }) as HTMLButtonElement).disabled).toBe(true);
    const search = within(dialog).getByRole('combobox', { name: 'Übung' });
    await userEvent.type(search, 'Seitheben{Enter}');
    await userEvent.type(search, ' seitheben {Enter}');
    await userEvent.type(search, 'Face Pulls');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hinzufügen' }));
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Seitheben', 'Face Pulls']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Übungen hinzufügen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = callsTo(fetchMock, 'PUT /api/training-plans/p-1')[0] as { training_days: TrainingPlan['training_days'] };
    expect(sent.training_days[0]!.exercises.map((item) => item.exercise_name)).toEqual(['Bankdrücken', 'Dips', 'Seitheben', 'Face Pulls']);
  });

  it('remembers a dismissed AI disclaimer', async () => {
    routes([newPlan()]);
    const { unmount } = renderApp('/TrainingPlan');
    await userEvent.click(await screen.findByRole('button', { name: 'Verstanden, nicht mehr anzeigen' }));
    expect(localStorage.getItem('trainingPlanDisclaimerHidden')).toBe('true');
    unmount();
    renderApp('/TrainingPlan');
    await screen.findByRole('tab', { name: 'Tag 1: Push' });
    expect(screen.queryByText('Dieser Trainingsplan wurde von KI erstellt... KI kann Fehler machen.')).toBeNull();
  });

  it('refuses to delete the last plan in the plan manager', async () => {
    const fetchMock = routes([newPlan()]);
    renderApp('/TrainingPlan');
    await userEvent.click(await screen.findByRole('button', { name: 'Kraftplan' }));
    const manager = screen.getByRole('dialog', { name: 'Trainingspläne verwalten' });
    await userEvent.click(within(manager).getByRole('button', { name: 'Kraftplan löschen' }));
    expect(within(manager).getByText('Du kannst nicht deinen letzten Trainingsplan löschen!')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/training-plans?id=p-1')).toEqual([]);
  });

  it('offers to generate a plan once onboarding is done, and shows a failed generation', async () => {
    let user = newUser({ plan_generation_status: 'failed', plan_generation_error: 'Plan generation timeout' });
    const fetchMock = routes([], {
      'GET /api/auth/me': () => jsonResponse(200, user),
      'POST /api/training-plans/generate': () => {
        user = { ...user, plan_generation_status: 'generating', plan_generation_error: null };
        return jsonResponse(200, user);
      },
    });
    renderApp('/TrainingPlan');
    expect(await screen.findByText('Fehler: Plan generation timeout')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Trainingsplan generieren' }));
    expect(await screen.findByRole('button', { name: 'Erstelle Plan...' })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/training-plans/generate')).toHaveLength(1);
  });

  it('stops waiting 60 s into a generation with "Plan generation timeout", and tells the server', async () => {
    jest.useFakeTimers();
    try {
      const generating = newUser({ plan_generation_status: 'generating', plan_generation_conversation_id: 'c-1' });
      const fetchMock = routes([], {
        'GET /api/auth/me': () => jsonResponse(200, generating),
        'POST /api/training-plans/generation/timeout': () => jsonResponse(200, generating),
      });
      renderApp('/TrainingPlan');
      expect(await screen.findByRole('button', { name: 'Erstelle Plan...' })).toBeTruthy();
      await act(async () => {
        jest.advanceTimersByTime(59_000);
      });
      expect(callsTo(fetchMock, 'POST /api/training-plans/generation/timeout')).toEqual([]);
      await act(async () => {
        jest.advanceTimersByTime(2_000);
      });
      expect(await screen.findByText('Fehler: Plan generation timeout')).toBeTruthy();
      expect(callsTo(fetchMock, 'POST /api/training-plans/generation/timeout')).toHaveLength(1);
      expect(screen.getByRole('button', { name: 'Trainingsplan generieren' })).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers onboarding when its answers are missing', async () => {
    routes([], { 'GET /api/auth/me': () => jsonResponse(200, newUser({ training_frequency: null })) });
    renderApp('/TrainingPlan');
    expect(await screen.findByRole('button', { name: 'Onboarding starten' })).toBeTruthy();
  });
});
