import { EntitySchema } from 'typeorm';

/**
 * One row per exercise (machine) with sets: its count, volume, the set holding each record and its
 * newest set, summed up over all its days, so the dashboard's records and the record badges read
 * one row per exercise however long the history (rules/exercise-summary.ts). Each kept set is whole
 * (id, date, place in the order of logging, weight, reps) so that a new set is weighed against it alone.
 */
export interface ExerciseSummaryRow {
  machine_id: string;
  user_id: string;
  set_count: number;
  volume: number;
  best_entry_id: string;
  best_date: string;
  best_seq: number;
  best_max_weight: number;
  best_reps: number;
  best_e1rm: number;
  heaviest_entry_id: string;
  heaviest_date: string;
  heaviest_seq: number;
  heaviest_max_weight: number;
  heaviest_reps: number;
  top_volume_entry_id: string;
  top_volume_date: string;
  top_volume_seq: number;
  top_volume_max_weight: number;
  top_volume_reps: number;
  top_volume: number;
  latest_entry_id: string;
  latest_date: string;
  latest_seq: number;
  latest_max_weight: number;
  latest_reps: number;
  /** The highest logging position among the sets (rules/exercise-summary.ts). */
  last_logged_seq: number;
  /** When the set at `last_logged_seq` was logged: the exercise's last activity, which orders the exercise lists. */
  last_logged_at: Date;
}

const uuid = { type: 'uuid' } as const;
const numeric = { type: 'numeric' } as const;
const integer = { type: 'integer' } as const;
const bigint = { type: 'bigint' } as const;
const date = { type: 'date' } as const;

export const ExerciseSummaryEntity = new EntitySchema<ExerciseSummaryRow>({
  name: 'ExerciseSummary',
  tableName: 'exercise_summaries',
  columns: {
    machine_id: { type: 'uuid', primary: true },
    user_id: uuid,
    set_count: integer,
    volume: numeric,
    best_entry_id: uuid,
    best_date: date,
    best_seq: bigint,
    best_max_weight: numeric,
    best_reps: integer,
    best_e1rm: { type: 'double precision' },
    heaviest_entry_id: uuid,
    heaviest_date: date,
    heaviest_seq: bigint,
    heaviest_max_weight: numeric,
    heaviest_reps: integer,
    top_volume_entry_id: uuid,
    top_volume_date: date,
    top_volume_seq: bigint,
    top_volume_max_weight: numeric,
    top_volume_reps: integer,
    top_volume: numeric,
    latest_entry_id: uuid,
    latest_date: date,
    latest_seq: bigint,
    latest_max_weight: numeric,
    latest_reps: integer,
    last_logged_seq: bigint,
    last_logged_at: { type: 'timestamptz' },
  },
  indices: [{ name: 'exercise_summaries_user_idx', columns: ['user_id'] }],
});
