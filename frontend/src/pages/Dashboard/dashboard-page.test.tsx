import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { celebrate } from '../../lib/celebrate';
import { periodStart } from '../../features/dashboard';
import { callsTo, jsonResponse, restoreFetch, routeFetch, type ApiHandler } from '../../test/fetch-stub';
import { newUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { DEFAULT_DASHBOARD_URL, newDashboard, newDashboardMachine, newEntry } from '../../test/workout-fixtures';

// nivo draws with real layout; in jsdom the chart is a labelled stand-in.
jest.mock('../../features/dashboard/components/progress-chart', () => ({
  __esModule: true,
  default: ({ label }: { label: string }) => require('react').createElement('div', { role: 'img', 'aria-label': label }),
}));
jest.mock('../../lib/celebrate', () => ({ celebrate: jest.fn() }));

afterEach(() => {
  restoreFetch();
  jest.mocked(celebrate).mockClear();
});

const bench = newDashboardMachine();
const squat = newDashboardMachine({
  id: 'm-squat',
  name: 'Kniebeuge',
  categories: ['Beine'],
  updated_date: '2026-09-01T10:00:00.000Z',
  latest: { id: 'e9', max_weight: 100, reps: 5, date: '2026-09-01', personal_records: [] },
  sparkline: { dates: [], weights: [], reps: [], record: null },
  change_percent: null,
  records: null,
});
const dashboard = newDashboard({
  totals: { workouts: 12, volume: 99999, training_days: 5, period_volume: 12345.6 },
  streak: { current_streak: 3, week_start_date: '2026-11-23' },
  // Deliberately oldest first: the screen sorts by last update.
  machines: [squat, bench],
});

// The entry list asks for its first page (ENTRY_PAGE_SIZE entries).
const entriesUrl = `/api/workouts?filter=${encodeURIComponent(JSON.stringify({ machine_id: 'm-bench', date: { gte: periodStart('30d') } }))}&limit=20`;
const longNote = 'Schulterblätter zusammen, Füße fest, kontrolliert ablassen. '.repeat(4).trim();

function routes(overrides: Record<string, ApiHandler> = {}) {
  return routeFetch({
    'GET /api/auth/me': () => jsonResponse(200, newUser()),
    [`GET ${DEFAULT_DASHBOARD_URL}`]: () => jsonResponse(200, dashboard),
    'GET /api/dashboard?period=7d&category=Alle': () => jsonResponse(200, newDashboard({ period: '7d', machines: [bench] })),
    'GET /api/dashboard?period=30d&category=Beine': () => jsonResponse(200, newDashboard({ category: 'Beine', machines: [] })),
    [`GET ${entriesUrl}`]: () =>
      jsonResponse(200, [
        newEntry({ id: 'e2', date: '2026-11-20', personal_records: ['weight', 'e1rm'], notes: longNote }),
        newEntry({ id: 'e1', date: '2026-11-01', max_weight: 75, created_at: '2026-11-01T18:00:00.000Z' }),
      ]),
    'POST /api/functions/invoke': () => jsonResponse(200, { data: {} }),
    ...overrides,
  });
}

const card = (name: string) => screen.findByRole('article', { name });

/** Cards are compact: records, chart, entries and settings are behind "Details". */
async function expanded(name: string) {
  const found = await card(name);
  await userEvent.click(within(found).getByRole('button', { name: `Details zu ${name}` }));
  return found;
}

describe('dashboard', () => {
  it('shows totals, streak and the exercises, most recently trained first', async () => {
    routes();
    renderApp('/Dashboard');

    const first = await card('Bankdrücken');
    const articles = screen.getAllByRole('article');
    expect(articles.map((article) => within(article).getByRole('heading').textContent)).toEqual(['Bankdrücken', 'Kniebeuge']);
    // Both cards over the period, which each names; the all-time volume is not shown.
    expect(screen.getByText('5')).toBeTruthy();
    expect(screen.getByText('12.346 kg')).toBeTruthy();
    expect(screen.queryByText('99.999 kg')).toBeNull();
    expect(screen.getAllByText('letzte 30 Tage')).toHaveLength(2);
    expect(screen.getByText('3 Wochen')).toBeTruthy();

    expect(within(first).getByText('80 kg × 8', { selector: 'strong' })).toBeTruthy();
    expect(within(first).getByText('Veränderung im Zeitraum: +7 %')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Letzten Satz wiederholen: 80 × 8' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Training eintragen: Bankdrücken' })).toBeTruthy();
    // Compact: the chart comes with the details.
    expect(within(first).queryByRole('img')).toBeNull();
    await userEvent.click(within(first).getByRole('button', { name: 'Details zu Bankdrücken' }));
    expect(
      await within(first).findByRole('img', {
        name: /Verlauf von Bankdrücken: 2 Punkte, je das beste Training ihres Zeitabschnitts, zuletzt 80 kg × 8. Rekord 80 kg × 8 am 20\. Nov/,
      }),
    ).toBeTruthy();

    // Nothing in the period, but a history: no chart, and no "Erstes" either.
    const second = await card('Kniebeuge');
    expect(within(second).queryByRole('img')).toBeNull();
    expect(within(second).getByRole('button', { name: 'Training eintragen: Kniebeuge' })).toBeTruthy();
    expect(within(second).queryByText('Erstes Training eintragen')).toBeNull();

    expect(screen.getByRole('link', { name: 'CSV-Export' }).getAttribute('href')).toBe('/api/workouts/export.csv');
    expect(screen.getByRole('button', { name: '30D' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Alle' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('draws every card of a long list, the first ones with the first render and the rest right after, in order', async () => {
    const many = Array.from({ length: 9 }, (_, index) =>
      newDashboardMachine({ id: `m-${index}`, name: `Übung ${index + 1}`, updated_date: `2026-11-${String(20 - index).padStart(2, '0')}T10:00:00.000Z` }),
    );
    routes({ [`GET ${DEFAULT_DASHBOARD_URL}`]: () => jsonResponse(200, newDashboard({ machines: many })) });
    renderApp('/Dashboard');

    await card('Übung 1');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(9));
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent)).toEqual(many.map((machine) => machine.name));
  });

  it('switches period and category, with the empty state of a category', async () => {
    const fetchMock = routes();
    const { router } = renderApp('/Dashboard');
    await card('Kniebeuge');

    await userEvent.click(screen.getByRole('button', { name: '7D' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Kniebeuge' })).toBeNull());
    expect(router.state.location.search).toBe('?period=7d');
    await userEvent.click(screen.getByRole('button', { name: '30D' }));
    await card('Kniebeuge');

    await userEvent.click(screen.getByRole('button', { name: 'Beine' }));
    expect(await screen.findByRole('heading', { name: 'Keine Übungen in Beine' })).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/dashboard?period=30d&category=Beine')).toHaveLength(1);
  });

  it('lists the entries newest first with records, clamped notes and edit buttons', async () => {
    routes();
    renderApp('/Dashboard');
    const first = await expanded('Bankdrücken');

    const toggle = within(first).getByRole('button', { name: 'Einträge anzeigen' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = await within(first).findByRole('list', { name: 'Einträge für Bankdrücken' });
    const rows = within(list).getAllByRole('listitem');
    expect(
      rows.map((row) =>
        within(row)
          .getByRole('button', { name: /bearbeiten/ })
          .getAttribute('aria-label'),
      ),
    ).toEqual(['Eintrag vom 20.11.2026 bearbeiten', 'Eintrag vom 01.11.2026 bearbeiten']);
    expect(within(rows[0]!).getByText('Gewichtsrekord, e1RM-Rekord')).toBeTruthy();
    expect(within(rows[0]!).getByRole('button', { name: 'Mehr anzeigen' })).toBeTruthy();

    await userEvent.click(toggle);
    expect(within(first).queryByRole('list')).toBeNull();
  });

  it('marks a set of the card dialog as a warm-up in one tap', async () => {
    const fetchMock = routes({ 'POST /api/workouts': () => jsonResponse(201, { ...newEntry({ id: 'e4', set_type: 'warmup' }), hanteln_earned: 0 }) });
    renderApp('/Dashboard');
    await userEvent.click(within(await card('Bankdrücken')).getByRole('button', { name: 'Training eintragen: Bankdrücken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Training eintragen: Bankdrücken' });
    const toggle = within(dialog).getByRole('button', { name: 'Aufwärmsatz' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/workouts')).toEqual([expect.objectContaining({ set_type: 'warmup', max_weight: 80, reps: 8 })]));
  });

  it('adds a set from the card dialog, celebrates and refreshes the data', async () => {
    const fetchMock = routes({ 'POST /api/workouts': () => jsonResponse(201, { ...newEntry({ id: 'e3' }), hanteln_earned: 5 }) });
    renderApp('/Dashboard');
    await userEvent.click(within(await card('Bankdrücken')).getByRole('button', { name: 'Training eintragen: Bankdrücken' }));

    const dialog = await screen.findByRole('dialog', { name: 'Training eintragen: Bankdrücken' });
    // The last set, as real values; +2.5 kg and two reps less with the steppers.
    expect((within(dialog).getByLabelText('Gewicht (kg)') as HTMLInputElement).value).toBe('80');
    expect((within(dialog).getByLabelText('Wiederholungen') as HTMLInputElement).value).toBe('8');
    await userEvent.click(within(dialog).getByRole('button', { name: '2,5 kg mehr' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eine Wiederholung weniger' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eine Wiederholung weniger' }));
    await userEvent.type(within(dialog).getByLabelText('Notizen (optional)'), 'Neue Bestleistung');
    const dashboardLoads = callsTo(fetchMock, `GET ${DEFAULT_DASHBOARD_URL}`).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Training erfolgreich getrackt')).toBeTruthy();
    expect(screen.getByText('Super!')).toBeTruthy();
    expect(celebrate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Training eintragen: Bankdrücken' })).toBeNull();
    expect(callsTo(fetchMock, 'POST /api/workouts')).toEqual([
      {
        machine_id: 'm-bench',
        max_weight: 82.5,
        reps: 6,
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        notes: 'Neue Bestleistung',
        set_type: 'normal',
        rpe: null,
      },
    ]);
    await waitFor(() => expect(callsTo(fetchMock, `GET ${DEFAULT_DASHBOARD_URL}`).length).toBeGreaterThan(dashboardLoads));
    await waitFor(() => expect(screen.queryByText('Training erfolgreich getrackt')).toBeNull());
  });

  it('keeps the card dialog open with an error when the server refuses the set', async () => {
    routes({ 'POST /api/workouts': () => jsonResponse(400, { message: 'kaputt' }) });
    renderApp('/Dashboard');
    await userEvent.click(within(await card('Kniebeuge')).getByRole('button', { name: 'Training eintragen: Kniebeuge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Training eintragen: Kniebeuge' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain('Fehler beim Speichern. Bitte versuche es erneut.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('edits an entry and deletes one after an in-app confirmation', async () => {
    const fetchMock = routes({
      'PUT /api/workouts/e2': () => jsonResponse(200, newEntry({ reps: 10 })),
      'DELETE /api/workouts/e2': () => jsonResponse(204),
    });
    renderApp('/Dashboard');
    const first = await expanded('Bankdrücken');
    await userEvent.click(within(first).getByRole('button', { name: 'Einträge anzeigen' }));
    await userEvent.click(await within(first).findByRole('button', { name: 'Eintrag vom 20.11.2026 bearbeiten' }));

    let dialog = await screen.findByRole('dialog', { name: 'Training bearbeiten' });
    expect((within(dialog).getByLabelText('Gewicht (kg)') as HTMLInputElement).value).toBe('80');
    expect((within(dialog).getByLabelText('Datum') as HTMLInputElement).value).toBe('2026-11-20');
    expect((within(dialog).getByLabelText('Notizen (optional)') as HTMLTextAreaElement).value).toBe(longNote);
    const reps = within(dialog).getByLabelText('Wiederholungen');
    await userEvent.clear(reps);
    await userEvent.type(reps, '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'PUT /api/workouts/e2')).toEqual([{ max_weight: 80, reps: 10, date: '2026-11-20', notes: longNote, set_type: 'normal' }]);

    await userEvent.click(await within(first).findByRole('button', { name: 'Eintrag vom 20.11.2026 bearbeiten' }));
    dialog = await screen.findByRole('dialog', { name: 'Training bearbeiten' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eintrag löschen' }));
    const confirm = screen.getByRole('dialog', { name: 'Dieses Training wirklich löschen?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE /api/workouts/e2')).toHaveLength(1);
  });

  it('shows the update error in the edit dialog when the server refuses the edit', async () => {
    routes({ 'PUT /api/workouts/e2': () => jsonResponse(400, { message: 'Das Datum darf höchstens einen Tag in der Zukunft liegen.' }) });
    renderApp('/Dashboard');
    const first = await expanded('Bankdrücken');
    await userEvent.click(within(first).getByRole('button', { name: 'Einträge anzeigen' }));
    await userEvent.click(await within(first).findByRole('button', { name: 'Eintrag vom 20.11.2026 bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Training bearbeiten' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Fehler beim Aktualisieren. Bitte versuche es erneut.');
  });

  it('renames, categorises and deletes an exercise from its settings', async () => {
    const fetchMock = routes({
      'PUT /api/machines/m-bench': () => jsonResponse(200, { ...bench, name: 'Bankdrücken LH' }),
      'DELETE /api/machines/m-bench': () => jsonResponse(204),
    });
    renderApp('/Dashboard');
    await userEvent.click(within(await expanded('Bankdrücken')).getByRole('button', { name: 'Übung bearbeiten' }));

    let dialog = await screen.findByRole('dialog', { name: 'Übung bearbeiten' });
    const name = within(dialog).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Bankdrücken LH');
    expect(within(dialog).getByRole('button', { name: 'Brust' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Arme' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'PUT /api/machines/m-bench')).toEqual([{ name: 'Bankdrücken LH', categories: ['Brust', 'Arme'] }]);

    await userEvent.click(within(await card('Bankdrücken')).getByRole('button', { name: 'Übung bearbeiten' }));
    dialog = await screen.findByRole('dialog', { name: 'Übung bearbeiten' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Übung und alle Einträge löschen' }));
    const confirm = screen.getByRole('dialog', { name: 'Bankdrücken und alle Trainingseinträge wirklich löschen?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Abbrechen' }));
    expect(callsTo(fetchMock, 'DELETE /api/machines/m-bench')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Übung und alle Einträge löschen' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: /wirklich löschen/ })).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE /api/machines/m-bench')).toHaveLength(1);
  });

  it('shows the pause notice, and a tap on repeat during the pause logs the set (issue 42)', async () => {
    const fetchMock = routes({
      'GET /api/auth/me': () => jsonResponse(200, newUser({ pause_mode_active: true, pause_mode_start_date: '2026-11-20' })),
      'POST /api/workouts': () => jsonResponse(201, { ...newEntry({ id: 'e4' }), hanteln_earned: 0 }),
    });
    renderApp('/Dashboard');
    const notice = await screen.findByRole('region', { name: 'Du bist seit 20.11.2026 im Pausenmodus' });
    expect(within(notice).getByText(/Du kannst trotzdem Sätze eintragen/)).toBeTruthy();
    expect(within(notice).getByRole('button', { name: 'Pause beenden' })).toBeTruthy();
    await userEvent.click(within(await card('Bankdrücken')).getByRole('button', { name: 'Letzten Satz wiederholen: 80 × 8' }));
    expect(await screen.findByText(/80 kg × 8 gespeichert/)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/workouts')).toHaveLength(1);
  });

  it('keeps a set the server does not answer in the outbox, shows it as waiting, and sends it with the same key later', async () => {
    let serverUp = false;
    const fetchMock = routes({
      'POST /api/workouts': () => (serverUp ? jsonResponse(201, { ...newEntry({ id: 'e4' }), hanteln_earned: 0 }) : jsonResponse(503, { message: 'weg' })),
    });
    renderApp('/Dashboard');
    await userEvent.click(within(await card('Bankdrücken')).getByRole('button', { name: 'Letzten Satz wiederholen: 80 × 8' }));

    const first = await card('Bankdrücken');
    expect(await within(first).findByText('wartet auf Verbindung')).toBeTruthy();
    expect(await screen.findByText('1 Satz wird gesendet …')).toBeTruthy();
    expect(screen.getByText(/80 kg × 8 gespeichert – wird gesendet/)).toBeTruthy();

    serverUp = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(within(first).queryByText('wartet auf Verbindung')).toBeNull());
    const keys = fetchMock.mock.calls
      .filter(([url, init]) => url === '/api/workouts' && init.method === 'POST')
      .map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
  });

  it('keeps an edit and a deletion the server does not answer in the outbox, shows them on the entries, and sends them later', async () => {
    let serverUp = false;
    const fetchMock = routes({
      'PUT /api/workouts/e2': () => (serverUp ? jsonResponse(200, newEntry({ id: 'e2', reps: 10 })) : jsonResponse(503, { message: 'weg' })),
      'DELETE /api/workouts/e1': () => (serverUp ? jsonResponse(204) : jsonResponse(503, { message: 'weg' })),
    });
    renderApp('/Dashboard');
    const first = await expanded('Bankdrücken');
    await userEvent.click(within(first).getByRole('button', { name: 'Einträge anzeigen' }));

    await userEvent.click(await within(first).findByRole('button', { name: 'Eintrag vom 20.11.2026 bearbeiten' }));
    let dialog = screen.getByRole('dialog', { name: 'Training bearbeiten' });
    const reps = within(dialog).getByLabelText('Wiederholungen');
    await userEvent.clear(reps);
    await userEvent.type(reps, '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(await within(first).findByRole('button', { name: 'Eintrag vom 01.11.2026 bearbeiten' }));
    dialog = screen.getByRole('dialog', { name: 'Training bearbeiten' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eintrag löschen' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Dieses Training wirklich löschen?' })).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const entries = within(first).getByRole('list', { name: 'Einträge für Bankdrücken' });
    expect(within(entries).getByText('80 kg × 10')).toBeTruthy();
    expect(within(entries).getByText('wartet auf Verbindung')).toBeTruthy();
    expect(within(entries).getByText('wird gelöscht, sobald du online bist')).toBeTruthy();
    // A set waiting for its deletion cannot be edited any more.
    expect(within(entries).queryByRole('button', { name: 'Eintrag vom 01.11.2026 bearbeiten' })).toBeNull();
    expect(await screen.findByText('2 Änderungen werden gesendet …')).toBeTruthy();

    serverUp = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText('2 Änderungen werden gesendet …')).toBeNull());
    const keysOf = (method: string, url: string) =>
      fetchMock.mock.calls
        .filter(([called, init]) => called === url && init.method === method)
        .map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);
    expect(new Set(keysOf('PUT', '/api/workouts/e2')).size).toBe(1);
    expect(keysOf('DELETE', '/api/workouts/e1').length).toBeGreaterThanOrEqual(2);
    expect(new Set(keysOf('DELETE', '/api/workouts/e1')).size).toBe(1);
  });

  it('offers a retry when the dashboard cannot be loaded', async () => {
    routes({ [`GET ${DEFAULT_DASHBOARD_URL}`]: () => jsonResponse(404, { message: 'Nicht gefunden' }) });
    renderApp('/Dashboard');
    expect((await screen.findByRole('alert')).textContent).toContain('Deine Übungen konnten nicht geladen werden.');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });
});
