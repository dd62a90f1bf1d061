import type { ImportPreview, ImportReport } from '@hantelwerk/api-types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newUser } from '../../../test/fixtures';
import { jsonResponse, restoreFetch, routeFetch, type FakeResponse } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

afterEach(restoreFetch);

const PICK = 'CSV-Datei aus Strong, Hevy oder Hantelwerk wählen';
const csv = (name = 'hevy.csv') => new File(['title,start_time\n'], name, { type: 'text/csv' });

function newPreview(overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    format: 'hevy',
    unit: 'kg',
    unit_assumed: false,
    rows: 24,
    trainings: 3,
    sets: 21,
    warmups: 3,
    first_date: '2025-09-15',
    last_date: '2025-09-19',
    exercises: [
      { imported_names: ['Bench Press (Barbell)'], name: 'Bankdrücken', catalogue_id: 'bench-press', status: 'existing', sets: 4 },
      { imported_names: ['Zercher Squat (Barbell)'], name: 'Zercher Squat (Barbell)', catalogue_id: null, status: 'new', sets: 1 },
    ],
    sets_skipped: 3,
    skipped: [
      { line: 17, code: 'import.row_no_reps', message: '"Pull Up" hat keine Wiederholungen.' },
      { line: 18, code: 'import.row_not_weights', message: '"Farmer\'s Walk (Dumbbell)" hat Zeit oder Strecke statt Gewicht und Wiederholungen.' },
      { line: 25, code: 'import.row_not_weights', message: '"Treadmill" hat Zeit oder Strecke statt Gewicht und Wiederholungen.' },
    ],
    ...overrides,
  };
}

function newReport(overrides: Partial<ImportReport> = {}): ImportReport {
  return {
    id: 'import-1',
    state: 'done',
    progress: 100,
    format: 'hevy',
    file_name: 'hevy.csv',
    unit: 'kg',
    rows: 24,
    sets_done: 21,
    sets_total: 21,
    sets_imported: 19,
    sets_skipped: 1,
    duplicates: 2,
    sessions: 3,
    exercises_matched: 1,
    exercises_created: 9,
    skipped: [{ line: 17, code: 'import.row_no_reps', message: '"Pull Up" hat keine Wiederholungen.' }],
    created_at: '2026-12-01T18:00:00.000Z',
    finished_at: '2026-12-01T18:00:05.000Z',
    ...overrides,
  };
}

/** The signed-in lifter on /Import with no earlier imports, and the given answers. */
function openImport(routes: Parameters<typeof routeFetch>[0] = {}) {
  const fetchMock = routeFetch({ 'GET /api/auth/me': jsonResponse(200, newUser()), 'GET /api/imports': jsonResponse(200, []), ...routes });
  renderApp('/Import');
  return fetchMock;
}

/** The `unit` field of each multipart call to `path`. */
const unitsSentTo = (fetchMock: ReturnType<typeof routeFetch>, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === path && init.method === 'POST').map(([, init]) => (init.body as FormData).get('unit'));

describe('import page', () => {
  it('shows what the file holds: format, trainings, sets with warm-ups, dates, exercises and skipped rows', async () => {
    const fetchMock = openImport({ 'POST /api/imports/preview': jsonResponse(200, newPreview()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Daten importieren' })).toBeTruthy();
    expect(await screen.findByText('Noch keine Importe.')).toBeTruthy();

    await userEvent.upload(screen.getByLabelText(PICK), csv());

    const preview = await screen.findByRole('region', { name: 'Vorschau' });
    const facts = within(preview);
    expect(facts.getByText('Hevy')).toBeTruthy();
    expect(facts.getByText('21, davon 3 zum Aufwärmen')).toBeTruthy();
    expect(facts.getByText('15.09.2025 bis 19.09.2025')).toBeTruthy();
    expect(facts.getByText('Übungen (2)')).toBeTruthy();
    const [bench, zercher] = facts.getAllByRole('listitem').filter((item) => item.classList.contains('import-exercise'));
    expect(bench.textContent).toBe('Bench Press (Barbell) wird zu Bankdrücken4 Sätzevorhanden');
    expect(zercher.textContent).toBe('Zercher Squat (Barbell)1 Satzneu');
    expect(facts.getByText('3 Zeilen übersprungen')).toBeTruthy();
    expect(facts.getByText('Zeile 17: "Pull Up" hat keine Wiederholungen.')).toBeTruthy();
    expect(facts.queryByText(/Die Datei nennt keine Einheit/)).toBeNull();
    expect(screen.getByText('Datei: hevy.csv')).toBeTruthy();
    expect(unitsSentTo(fetchMock, '/api/imports/preview')).toEqual([null]);
  });

  it('asks for the unit when the file names none, and reads the file again in the one chosen', async () => {
    const fetchMock = openImport({
      // The server guesses lb for this file; asked with a unit, it reads the file in that one.
      'POST /api/imports/preview': () => {
        const unit = (fetchMock.mock.calls.at(-1)![1].body as FormData).get('unit');
        return jsonResponse(200, newPreview({ format: 'strong', unit: unit === 'kg' ? 'kg' : 'lb', unit_assumed: true, warmups: 0 }));
      },
    });
    await userEvent.upload(await screen.findByLabelText(PICK), csv('strong.csv'));

    const units = await screen.findByRole('group', { name: 'Die Datei nennt keine Einheit. Gewichte sind in:' });
    expect(within(units).getByRole('button', { name: 'lb' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Strong')).toBeTruthy();
    expect(screen.getByText('21')).toBeTruthy();
    await userEvent.click(within(units).getByRole('button', { name: 'kg' }));

    await waitFor(() => expect(unitsSentTo(fetchMock, '/api/imports/preview')).toEqual([null, 'kg']));
    await waitFor(() => expect(within(units).getByRole('button', { name: 'kg' }).getAttribute('aria-pressed')).toBe('true'));
  });

  it('imports in the unit chosen, shows the progress, then the report with its numbers and links', async () => {
    let polls = 0;
    const fetchMock = openImport({
      'POST /api/imports/preview': jsonResponse(200, newPreview({ format: 'strong', unit: 'lb', unit_assumed: true })),
      'POST /api/imports': jsonResponse(202, { id: 'import-1', state: 'queued' }),
      'GET /api/imports/import-1': () =>
        ++polls < 3 ? jsonResponse(200, newReport({ state: 'running', progress: 47, sets_done: 10, sets_total: 21 })) : jsonResponse(200, newReport()),
      'GET /api/imports': () => jsonResponse(200, polls < 3 ? [] : [newReport()]),
    });
    await userEvent.upload(await screen.findByLabelText(PICK), csv('strong.csv'));
    await userEvent.click(await screen.findByRole('button', { name: 'Importieren' }));

    const progress = await screen.findByRole('progressbar', { name: 'Fortschritt des Imports' });
    expect(progress.getAttribute('aria-valuenow')).toBe('47');
    expect(screen.getByText('10 von 21 Sätzen')).toBeTruthy();
    expect(unitsSentTo(fetchMock, '/api/imports')).toEqual(['lb']);

    const report = await screen.findByRole('region', { name: 'Import abgeschlossen' });
    expect(polls).toBe(3);
    expect(within(report).getByText('19 Sätze importiert')).toBeTruthy();
    expect(within(report).getByText('3 Trainings')).toBeTruthy();
    expect(within(report).getByText('2 schon vorhanden')).toBeTruthy();
    expect(within(report).getByText('9 Übungen neu angelegt')).toBeTruthy();
    expect(within(report).getByText('Einer vorhandenen Übung zugeordnet')).toBeTruthy();
    expect(within(report).getByText('Zeile 17: "Pull Up" hat keine Wiederholungen.')).toBeTruthy();
    expect(within(report).getByRole('link', { name: 'Zum Verlauf' }).getAttribute('href')).toBe('/Verlauf');
    expect(within(report).getByRole('link', { name: 'Zum Dashboard' }).getAttribute('href')).toBe('/Dashboard');
    // Finished: the list of imports is asked again (as are the workouts, the dashboard and the machines).
    const earlier = screen.getByRole('region', { name: 'Frühere Importe' });
    expect(await within(earlier).findByText('Fertig')).toBeTruthy();
  });

  it("shows the server's refusal of a file, and an import that failed with another try", async () => {
    let preview: FakeResponse = jsonResponse(400, {
      message: 'Unbekanntes Format. Erwartet wird ein Export aus Strong …',
      error: 'Bad Request',
      code: 'import.unknown_header',
      details: { reason: 'Unbekanntes Format.' },
    });
    openImport({
      'POST /api/imports/preview': () => preview,
      'POST /api/imports': jsonResponse(202, { id: 'import-1', state: 'queued' }),
      'GET /api/imports/import-1': jsonResponse(
        200,
        newReport({
          state: 'failed',
          sets_imported: 0,
          error: { code: 'import.failed', message: 'Der Import ist fehlgeschlagen. Bitte versuche es noch einmal.' },
        }),
      ),
    });
    await userEvent.upload(await screen.findByLabelText(PICK), csv('fotos.csv'));

    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toMatch(/^Diese Datei lässt sich nicht importieren\.Unbekanntes Format\. Erwartet wird ein Export aus Strong \(Spalten Date/);
    expect(screen.queryByRole('button', { name: 'Importieren' })).toBeNull();

    preview = jsonResponse(200, newPreview());
    await userEvent.upload(screen.getByLabelText(PICK), csv());
    await userEvent.click(await screen.findByRole('button', { name: 'Importieren' }));
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toBe('Import fehlgeschlagenDer Import ist fehlgeschlagen. Bitte versuche es noch einmal.');

    await userEvent.upload(screen.getByLabelText('Andere Datei wählen'), csv());
    expect(await screen.findByRole('region', { name: 'Vorschau' })).toBeTruthy();
  });

  it('follows an import that is still running when the page opens', async () => {
    let polls = 0;
    openImport({
      'GET /api/imports': () => jsonResponse(200, [newReport(polls < 2 ? { state: 'running', progress: 10, sets_done: 2, sets_total: 21 } : {})]),
      'GET /api/imports/import-1': () =>
        ++polls < 2 ? jsonResponse(200, newReport({ state: 'running', progress: 10, sets_done: 2, sets_total: 21 })) : jsonResponse(200, newReport()),
    });
    expect(await screen.findByText('2 von 21 Sätzen')).toBeTruthy();
    expect(screen.queryByLabelText(PICK)).toBeNull();
    expect(await screen.findByText('19 Sätze importiert', { selector: '.import-report__count' })).toBeTruthy();
  });

  it('speaks English when the lifter does, the reasons of skipped rows too', async () => {
    routeFetch({
      'GET /api/auth/me': jsonResponse(200, newUser({ language: 'en' })),
      'GET /api/imports': jsonResponse(200, []),
      'POST /api/imports/preview': jsonResponse(200, newPreview()),
    });
    renderApp('/Import');
    await userEvent.upload(await screen.findByLabelText('Choose a CSV file from Strong, Hevy or Hantelwerk'), csv());

    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('21 (warm-ups: 3)')).toBeTruthy();
    expect(within(preview).getByText('Sep 15, 2025 to Sep 19, 2025')).toBeTruthy();
    expect(within(preview).getByText('Line 17: Without repetitions.')).toBeTruthy();
    expect(within(preview).getByRole('button', { name: 'Import' })).toBeTruthy();
  });

  it('lists the earlier imports with file, date, state and sets imported', async () => {
    openImport({
      'GET /api/imports': jsonResponse(200, [
        newReport({ id: 'b', file_name: 'strong.csv', state: 'failed', created_at: new Date(2026, 10, 30, 9, 5).toISOString() }),
        newReport({ id: 'a', file_name: 'hevy.csv', created_at: new Date(2026, 10, 2, 18, 30).toISOString() }),
      ]),
    });
    const list = await screen.findByRole('region', { name: 'Frühere Importe' });
    const [failed, done] = await within(list).findAllByRole('listitem');
    expect(failed.textContent).toBe('strong.csv30. November 2026, 09:05Fehlgeschlagen');
    expect(done.textContent).toBe('hevy.csv2. November 2026, 18:30 · 19 Sätze importiertFertig');
  });
});
