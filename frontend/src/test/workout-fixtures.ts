import type { Dashboard, DashboardMachine } from '../api/dashboard';
import type { Machine } from '../api/machines';
import type { WorkoutEntry } from '../api/workouts';
import { jsonResponse, stubFetch, type FakeResponse } from './fetch-stub';

export const DEFAULT_DASHBOARD_URL = '/api/dashboard?period=30d&category=Alle';

export function newDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    period: '30d',
    category: 'Alle',
    totals: { workouts: 0, volume: 0 },
    streak: { current_streak: 0, week_start_date: '2026-11-23' },
    machines: [],
    ...overrides,
  };
}

export function newMachine(overrides: Partial<Machine> = {}): Machine {
  return {
    id: 'm-bench',
    name: 'Bankdrücken',
    categories: ['Brust'],
    created_date: '2026-10-01T10:00:00.000Z',
    updated_date: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function newDashboardMachine(overrides: Partial<DashboardMachine> = {}): DashboardMachine {
  return {
    ...newMachine(),
    latest: { id: 'e2', max_weight: 80, reps: 8, date: '2026-11-20' },
    points: [
      { date: '2026-11-01', weight: 75, reps: 8, score: 600 },
      { date: '2026-11-20', weight: 80, reps: 8, score: 640 },
    ],
    change_percent: 6,
    records: { max_weight: 80, best_e1rm: 101.3, best_volume: 640 },
    entry_count: 2,
    ...overrides,
  };
}

export function newEntry(overrides: Partial<WorkoutEntry> = {}): WorkoutEntry {
  return {
    id: 'e2',
    machine_id: 'm-bench',
    max_weight: 80,
    reps: 8,
    date: '2026-11-20',
    notes: null,
    created_by: 'anna@example.com',
    created_at: '2026-11-20T18:00:00.000Z',
    e1rm: 101.3,
    personal_records: [],
    ...overrides,
  };
}

export type ApiHandler = (body: unknown, url: string) => FakeResponse | Promise<FakeResponse>;

/**
 * Stubs fetch by "METHOD path" (query included); a key ending in "*" matches by prefix. Unknown
 * calls answer 404, so a test notices them. Returns the jest mock for assertions.
 */
export function serveApi(routes: Record<string, ApiHandler>) {
  return stubFetch((url, init) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const route =
      routes[key] ??
      Object.entries(routes).find(([pattern]) => pattern.endsWith('*') && key.startsWith(pattern.slice(0, -1)))?.[1];
    return route ? route(body, url) : jsonResponse(404, { message: `No stub for ${key}` });
  });
}

/** The calls made as "METHOD path", with their parsed bodies. */
export function callsTo(mock: ReturnType<typeof serveApi>, key: string): unknown[] {
  return mock.mock.calls
    .filter(([url, init]) => `${init.method ?? 'GET'} ${url}` === key)
    .map(([, init]) => (typeof init.body === 'string' ? JSON.parse(init.body) : undefined));
}
