import type { Dashboard, DashboardMachine } from '../features/dashboard';
import type { Machine } from '../shared/exercises';
import type { WorkoutEntry } from '../shared/sets';

export const DEFAULT_DASHBOARD_URL = '/api/dashboard?period=30d&category=Alle';

export function newDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    period: '30d',
    category: 'Alle',
    totals: { workouts: 0, volume: 0, training_days: 0, period_volume: 0 },
    streak: { current_streak: 0, week_start_date: '2026-11-23' },
    sparkline_span: { unit: 'day', length: 3 },
    machines: [],
    ...overrides,
  };
}

export function newMachine(overrides: Partial<Machine> = {}): Machine {
  return {
    id: 'm-bench',
    name: 'Bankdrücken',
    categories: ['Brust'],
    catalogue_id: 'bench-press',
    created_date: '2026-10-01T10:00:00.000Z',
    updated_date: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function newDashboardMachine(overrides: Partial<DashboardMachine> = {}): DashboardMachine {
  return {
    ...newMachine(),
    latest: { id: 'e2', max_weight: 80, reps: 8, date: '2026-11-20', personal_records: ['weight', 'e1rm', 'volume'] },
    sparkline: { dates: ['2026-11-01', '2026-11-20'], weights: [75, 80], reps: [8, 8], record: 1 },
    change_percent: 7,
    records: {
      max_weight_set: { date: '2026-11-20', max_weight: 80, reps: 8 },
      best_e1rm_set: { date: '2026-11-20', max_weight: 80, reps: 8 },
      best_volume_set: { date: '2026-11-20', max_weight: 80, reps: 8 },
    },
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
    set_type: 'normal',
    rpe: null,
    session_id: null,
    created_by: 'anna@example.com',
    created_at: '2026-11-20T18:00:00.000Z',
    e1rm: 101.3,
    personal_records: [],
    ...overrides,
  };
}
