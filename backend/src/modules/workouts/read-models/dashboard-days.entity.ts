import { EntitySchema } from 'typeorm';

/**
 * One row per machine and training day: what the dashboard reads of the day's sets (the chart point
 * is the best set, totals and records add up over days). Each best is kept whole (which set, its
 * place in the order of logging, weight and reps), so that a new set can be weighed against it
 * without the day's other sets.
 */
export interface DashboardDayRow {
  machine_id: string;
  date: string;
  user_id: string;
  set_count: number;
  volume: number;
  best_entry_id: string;
  best_seq: number;
  best_max_weight: number;
  best_reps: number;
  best_e1rm: number;
  heaviest_entry_id: string;
  heaviest_seq: number;
  heaviest_weight: number;
  heaviest_reps: number;
  top_volume_entry_id: string;
  top_volume_seq: number;
  top_volume_max_weight: number;
  top_volume_reps: number;
  top_volume: number;
  latest_entry_id: string;
  latest_seq: number;
  latest_max_weight: number;
  latest_reps: number;
}

const uuid = { type: 'uuid' } as const;
const numeric = { type: 'numeric' } as const;
const integer = { type: 'integer' } as const;
const bigint = { type: 'bigint' } as const;

export const DashboardDayEntity = new EntitySchema<DashboardDayRow>({
  name: 'DashboardDay',
  tableName: 'dashboard_days',
  columns: {
    machine_id: { type: 'uuid', primary: true },
    date: { type: 'date', primary: true },
    user_id: uuid,
    set_count: integer,
    volume: numeric,
    best_entry_id: uuid,
    best_seq: bigint,
    best_max_weight: numeric,
    best_reps: integer,
    best_e1rm: { type: 'double precision' },
    heaviest_entry_id: uuid,
    heaviest_seq: bigint,
    heaviest_weight: numeric,
    heaviest_reps: integer,
    top_volume_entry_id: uuid,
    top_volume_seq: bigint,
    top_volume_max_weight: numeric,
    top_volume_reps: integer,
    top_volume: numeric,
    latest_entry_id: uuid,
    latest_seq: bigint,
    latest_max_weight: numeric,
    latest_reps: integer,
  },
  indices: [{ name: 'dashboard_days_user_date_idx', columns: ['user_id', 'date'] }],
});
