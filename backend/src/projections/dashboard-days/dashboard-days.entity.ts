import { EntitySchema } from 'typeorm';
import type { LoggedSet } from '../../modules/workouts/rules/performance.js';

/**
 * One row per machine and training day: the day's sets, and what the dashboard reads of them (the
 * chart point is the best set, totals and records add up over days). A day holds a handful of
 * sets, so an edit or a deletion recomputes its row from them without looking anywhere else.
 */
/** A set of the day, with when it was logged. */
export interface DaySet extends LoggedSet {
  logged_at: string;
}

export interface DashboardDayRow {
  machine_id: string;
  date: string;
  user_id: string;
  sets: DaySet[];
  set_count: number;
  volume: number;
  best_entry_id: string;
  best_max_weight: number;
  best_reps: number;
  best_e1rm: number;
  heaviest_entry_id: string;
  heaviest_weight: number;
  top_volume_entry_id: string;
  top_volume: number;
  latest_entry_id: string;
  latest_seq: number;
  latest_max_weight: number;
  latest_reps: number;
  /** When the day's last set was logged: the machine's last activity is its days' latest. */
  latest_logged_at: Date;
}

const uuid = { type: 'uuid' } as const;
const numeric = { type: 'numeric' } as const;

export const DashboardDayEntity = new EntitySchema<DashboardDayRow>({
  name: 'DashboardDay',
  tableName: 'dashboard_days',
  columns: {
    machine_id: { type: 'uuid', primary: true },
    date: { type: 'date', primary: true },
    user_id: uuid,
    sets: { type: 'jsonb' },
    set_count: { type: 'integer' },
    volume: numeric,
    best_entry_id: uuid,
    best_max_weight: numeric,
    best_reps: { type: 'integer' },
    best_e1rm: { type: 'double precision' },
    heaviest_entry_id: uuid,
    heaviest_weight: numeric,
    top_volume_entry_id: uuid,
    top_volume: numeric,
    latest_entry_id: uuid,
    latest_seq: { type: 'bigint' },
    latest_max_weight: numeric,
    latest_reps: { type: 'integer' },
    latest_logged_at: { type: 'timestamptz' },
  },
});
