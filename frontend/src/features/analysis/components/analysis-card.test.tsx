import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePerformanceAnalysisJob } from '../../../shared/performance-analysis/performance-analysis-job';
import { createQueryClient } from '../../../app/query-client';
import { queryKeys } from '../../../lib/query-keys';
import type { User } from '../../../lib/session';
import { AppProvider } from '../../../app/provider';
import { newUser } from '../../../test/fixtures';
import { jsonResponse, restoreFetch, stubFetch, type FakeResponse } from '../../../test/fetch-stub';
import { AnalysisCard, splitParagraphs } from './analysis-card';

const ANALYSIS =
  'Starke Leistung beim Bankdrücken: 80 kg × 8 sind dein bisher bester Satz.\n\n' +
  'Du warst diese Woche dreimal im Gym – genau so entsteht Fortschritt.\n\n' +
  'Bleib dran, dein nächster Rekord wartet schon!';

function renderCard(user: User, ui = <AnalysisCard />) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.user, user);
  render(<AppProvider queryClient={queryClient}>{ui}</AppProvider>);
  return queryClient;
}

/** Stands in for the add-workout screen: saving a set starts the analysis. */
function LogTraining() {
  const analysis = usePerformanceAnalysisJob();
  return (
    <button type="button" onClick={analysis.start}>
      Training gespeichert
    </button>
  );
}

/** The card next to that screen, after a set was saved there. */
async function renderCardAndLogTraining(user: ReturnType<typeof userEvent.setup>) {
  renderCard(
    newUser(),
    <>
      <LogTraining />
      <AnalysisCard />
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Training gespeichert' }));
}

/** jsdom does no layout: pretend the text is taller than its box (or not). */
function layoutText(scrollHeight: number, clientHeight: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
}

afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

describe('splitParagraphs', () => {
  it('splits on blank lines, else on line breaks, and drops empty parts', () => {
    expect(splitParagraphs('Eins.\n\n  Zwei.\n\n\n')).toEqual(['Eins.', 'Zwei.']);
    expect(splitParagraphs('Eins.\nZwei.')).toEqual(['Eins.', 'Zwei.']);
    expect(splitParagraphs('  ')).toEqual([]);
    expect(splitParagraphs(null)).toEqual([]);
  });
});

describe('AnalysisCard', () => {
  it('shows the empty state when there is no analysis yet', () => {
    renderCard(newUser({ last_performance_analysis: null }));
    expect(screen.getByRole('heading', { name: 'Deine Trainingsanalyse' })).toBeTruthy();
    expect(screen.getByText('Noch keine Analyse verfügbar')).toBeTruthy();
    expect(screen.getByText('Deine Analyse erscheint automatisch, sobald du weitere Trainings eingetragen hast.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mehr anzeigen' })).toBeNull();
  });

  it('shows the analysis as paragraphs, collapsed, and expands and collapses it', async () => {
    const user = userEvent.setup();
    layoutText(200, 72);
    renderCard(newUser({ last_performance_analysis: ANALYSIS, last_analysis_date: '2026-11-20T18:30:00.000Z' }));

    const region = screen.getByRole('region', { name: 'Deine Trainingsanalyse' });
    expect(region.querySelectorAll('p')).toHaveLength(4); // date + three paragraphs
    expect(screen.getByText(/Starke Leistung beim Bankdrücken/).tagName).toBe('P');
    expect(screen.getByText(/Stand: 20\. November/)).toBeTruthy();

    const more = screen.getByRole('button', { name: 'Mehr anzeigen' });
    const text = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(text?.className).toContain('is-collapsed');

    await user.click(more);
    const less = screen.getByRole('button', { name: 'Weniger anzeigen' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    expect(text?.className).not.toContain('is-collapsed');

    await user.click(less);
    expect(screen.getByRole('button', { name: 'Mehr anzeigen' }).getAttribute('aria-expanded')).toBe('false');
    expect(text?.className).toContain('is-collapsed');
  });

  it('has no toggle when the text fits into three lines', () => {
    layoutText(48, 72);
    renderCard(newUser({ last_performance_analysis: 'Kurz und gut: weiter so!' }));
    expect(screen.getByText('Kurz und gut: weiter so!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mehr anzeigen' })).toBeNull();
  });

  it('shows a spinner while an analysis job runs, then the new text', async () => {
    const user = userEvent.setup();
    let jobState = 'active';
    const calls: string[] = [];
    stubFetch((url, init): FakeResponse => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      if (url === '/api/functions/invoke') return jsonResponse(200, { data: { job_id: 'job-7' } });
      if (url === '/api/jobs/job-7') return jsonResponse(200, { id: 'job-7', queue: 'analysis', state: jobState, progress: 0 });
      if (url === '/api/auth/me') {
        return jsonResponse(200, newUser({ last_performance_analysis: 'Neue Analyse: super Woche!', last_analysis_date: '2026-11-21T08:00:00.000Z' }));
      }
      return jsonResponse(404, { message: 'unexpected' });
    });

    await renderCardAndLogTraining(user);
    expect(await screen.findByRole('status', { name: 'Dein Coach analysiert dein Training …' })).toBeTruthy();
    expect(calls).toContain('POST /api/functions/invoke');

    await act(async () => {
      jobState = 'completed';
    });
    expect(await screen.findByText('Neue Analyse: super Woche!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(calls).toContain('GET /api/auth/me');
  });

  it('keeps quiet when the analysis was skipped', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch(() => jsonResponse(200, { data: { skipped: 'no_recent_entries' } }));

    await renderCardAndLogTraining(user);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.getByText('Noch keine Analyse verfügbar')).toBeTruthy();
  });

  it('re-reads the user while an analysis for a just-logged workout is due', async () => {
    const loggedAt = new Date(Date.now() - 5000).toISOString();
    let reads = 0;
    stubFetch(() => {
      reads += 1;
      return jsonResponse(200, newUser({ last_performance_analysis: 'Frisch analysiert!', last_analysis_date: new Date().toISOString() }));
    });
    renderCard(newUser({ last_analysis_date: null }), <AnalysisCard latestWorkoutAt={loggedAt} />);

    expect(await screen.findByText('Frisch analysiert!')).toBeTruthy();
    const readsWhenDone = reads;
    await act(() => new Promise((resolve) => setTimeout(resolve, 3500)));
    expect(reads).toBe(readsWhenDone);
  });
});
