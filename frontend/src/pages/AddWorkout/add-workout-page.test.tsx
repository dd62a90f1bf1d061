import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayIso } from '../../lib/dates';
import { callsTo, jsonResponse, restoreFetch, routeFetch as serve, type ApiHandler, type FakeResponse } from '../../test/fetch-stub';
import { newUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { DEFAULT_DASHBOARD_URL, newDashboard, newEntry, newMachine } from '../../test/workout-fixtures';

afterEach(restoreFetch);

const baseRoutes: Record<string, ApiHandler> = {
  'GET /api/auth/me': () => jsonResponse(200, newUser()),
  'GET /api/machines': () => jsonResponse(200, [newMachine()]),
  'POST /api/functions/invoke': () => jsonResponse(200, { data: {} }),
  [`GET ${DEFAULT_DASHBOARD_URL}`]: () => jsonResponse(200, newDashboard()),
  'GET /api/workouts*': () => jsonResponse(200, [newEntry({ max_weight: 77.5, reps: 10 })]),
};

async function fillForm(exercise: string, weight: string, reps: string) {
  await userEvent.type(await screen.findByRole('combobox', { name: 'Übung' }), exercise);
  await userEvent.type(screen.getByLabelText('Gewicht (kg)'), weight);
  await userEvent.type(screen.getByLabelText('Wiederholungen'), reps);
}

describe('add workout screen', () => {
  it('has the fields, with today as the date', async () => {
    serve(baseRoutes);
    renderApp('/AddWorkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Training hinzufügen' })).toBeTruthy();
    expect((screen.getByLabelText('Datum') as HTMLInputElement).value).toBe(todayIso());
    // Text fields with a numeric keyboard: a number field would turn "82,5" into 825 in some browsers.
    expect((screen.getByLabelText('Gewicht (kg)') as HTMLInputElement).inputMode).toBe('decimal');
    expect((screen.getByLabelText('Wiederholungen') as HTMLInputElement).inputMode).toBe('numeric');
  });

  it('creates a new exercise with empty categories first, then the entry, and celebrates', async () => {
    const fetchMock = serve({
      ...baseRoutes,
      'POST /api/machines': () => jsonResponse(201, newMachine({ id: 'm-new', name: 'Klimmzug', categories: [] })),
      'POST /api/workouts': (body) => jsonResponse(201, { ...newEntry({ machine_id: 'm-new' }), ...(body as object), hanteln_earned: 5 }),
    });
    const { router } = renderApp('/AddWorkout');

    await fillForm('Klimmzug', '12,5', '8');
    await userEvent.click(screen.getByRole('button', { name: 'Training speichern' }));

    // The lifter stays on the exercise; "Fertig" brings the spec's dialog and the way back.
    await screen.findByText('Satz gespeichert');
    await screen.findByText('Satz 1: 12,5 kg × 8');
    await userEvent.click(screen.getByRole('button', { name: 'Fertig' }));
    const dialog = await screen.findByRole('dialog', { name: 'Großartig!' });
    expect(within(dialog).getByText('Training erfolgreich getrackt')).toBeTruthy();
    expect(within(dialog).getByText('+5 Hanteln')).toBeTruthy();

    expect(callsTo(fetchMock, 'POST /api/machines')).toEqual([{ name: 'Klimmzug', categories: [] }]);
    expect(callsTo(fetchMock, 'POST /api/workouts')).toEqual([
      {
        machine_id: 'm-new',
        max_weight: 12.5,
        reps: 8,
        date: todayIso(),
        notes: null,
        set_type: 'normal',
        rpe: null,
      },
    ]);
    // Background work: streak and performance analysis (the server categorises the new exercise itself).
    const functions = callsTo(fetchMock, 'POST /api/functions/invoke').map((body) => (body as { functionName: string }).functionName);
    expect(functions.sort()).toEqual(['calculateStreak', 'generatePerformanceAnalysis']);

    await waitFor(() => expect(router.state.location.pathname).toBe('/Dashboard'));
  });

  it('reuses an existing exercise chosen from the suggestions', async () => {
    let posted = 0;
    const fetchMock = serve({
      ...baseRoutes,
      // As the server answers: the set as sent, under an id of its own.
      'POST /api/workouts': (body) =>
        jsonResponse(201, { ...newEntry({ id: `e-new-${++posted}`, created_at: new Date().toISOString() }), ...(body as object) }),
    });
    renderApp('/AddWorkout');

    const combobox = await screen.findByRole('combobox', { name: 'Übung' });
    await userEvent.type(combobox, 'bank');
    await userEvent.click(await screen.findByRole('option', { name: /Bankdrücken/ }));
    expect((combobox as HTMLInputElement).value).toBe('Bankdrücken');
    // Picking it fills in its last set as real values.
    await waitFor(() => expect((screen.getByLabelText('Gewicht (kg)') as HTMLInputElement).value).toBe('77,5'));
    expect((screen.getByLabelText('Wiederholungen') as HTMLInputElement).value).toBe('10');
    await userEvent.clear(screen.getByLabelText('Gewicht (kg)'));
    await userEvent.type(screen.getByLabelText('Gewicht (kg)'), '80');
    await userEvent.clear(screen.getByLabelText('Wiederholungen'));
    await userEvent.type(screen.getByLabelText('Wiederholungen'), '8');
    await userEvent.click(screen.getByRole('button', { name: 'Training speichern' }));

    // "Noch ein Satz" keeps exercise and values; one more rep and save again.
    await userEvent.click(await screen.findByRole('button', { name: 'Noch ein Satz' }));
    expect((screen.getByLabelText('Gewicht (kg)') as HTMLInputElement).value).toBe('80');
    await userEvent.click(screen.getByRole('button', { name: 'Eine Wiederholung mehr' }));
    await userEvent.click(screen.getByRole('button', { name: 'Training speichern' }));
    await screen.findByText('Satz 2: 80 kg × 9');
    expect(callsTo(fetchMock, 'POST /api/machines')).toHaveLength(0);
    expect(callsTo(fetchMock, 'POST /api/workouts')).toMatchObject([
      { machine_id: 'm-bench', max_weight: 80, reps: 8 },
      { machine_id: 'm-bench', max_weight: 80, reps: 9 },
    ]);
  });

  it('shows what is missing and sends nothing', async () => {
    const fetchMock = serve(baseRoutes);
    renderApp('/AddWorkout');
    await screen.findByRole('combobox', { name: 'Übung' });
    await userEvent.type(screen.getByLabelText('Wiederholungen'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Training speichern' }));

    expect(screen.getByText('Bitte gib eine Übung ein.')).toBeTruthy();
    expect(screen.getByText('Bitte gib ein Gewicht ein.')).toBeTruthy();
    expect(screen.getByText('Die Wiederholungen müssen eine ganze Zahl ab 1 sein.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Übung' }).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Übung' }));
    expect(callsTo(fetchMock, 'POST /api/workouts')).toHaveLength(0);
  });

  it('says so when saving fails and lets the user try again', async () => {
    let resolveSave: (response: FakeResponse) => void = () => {};
    serve({
      ...baseRoutes,
      'GET /api/workouts*': () => jsonResponse(200, []),
      'POST /api/workouts': () => new Promise<FakeResponse>((resolve) => (resolveSave = resolve)),
    });
    renderApp('/AddWorkout');
    await fillForm('Bankdrücken', '80', '8');
    await userEvent.click(screen.getByRole('button', { name: 'Training speichern' }));

    const saving = await screen.findByRole('button', { name: 'Speichert...' });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    resolveSave(jsonResponse(400, { message: 'Wiederholungen sind zu hoch.', error: 'Bad Request', details: [{ field: 'reps' }] }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Fehler beim Speichern. Bitte versuche es erneut.');
    expect(alert.textContent).toContain('Wiederholungen sind zu hoch.');
    expect(alert.textContent).not.toContain('field');
    expect((screen.getByRole('button', { name: 'Training speichern' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByLabelText('Gewicht (kg)') as HTMLInputElement).disabled).toBe(false);
  });

  it('asks before saving a weight over three times the heaviest so far (a slipped comma)', async () => {
    const fetchMock = serve({ ...baseRoutes, 'POST /api/workouts': () => jsonResponse(201, newEntry()) });
    renderApp('/AddWorkout');
    const combobox = await screen.findByRole('combobox', { name: 'Übung' });
    await userEvent.type(combobox, 'Bankdrücken');
    await waitFor(() => expect((screen.getByLabelText('Gewicht (kg)') as HTMLInputElement).value).toBe('77,5'));
    await userEvent.clear(screen.getByLabelText('Gewicht (kg)'));
    await userEvent.type(screen.getByLabelText('Gewicht (kg)'), '825');
    await userEvent.click(screen.getByRole('button', { name: 'Training speichern' }));

    const question = await screen.findByRole('dialog', { name: 'Wirklich 825 kg?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Korrigieren' }));
    expect(callsTo(fetchMock, 'POST /api/workouts')).toHaveLength(0);
  });
});
