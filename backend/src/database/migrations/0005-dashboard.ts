import type { Migration } from './index.js';

/**
 * The dashboard projection's own tables: its copy of each set (to recompute after edits and
 * deletes), one chart point per machine and training day, a summary per machine (count, latest,
 * records) and totals per user.
 */
export const dashboard: Migration = {
  name: '0005-dashboard',
  up: `
    CREATE TABLE dashboard_entries (
      entry_id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      machine_id uuid NOT NULL,
      date date NOT NULL,
      seq bigint NOT NULL,
      max_weight numeric NOT NULL,
      reps integer NOT NULL,
      score numeric GENERATED ALWAYS AS (max_weight * reps) STORED,
      -- Epley e1RM × 30 (exact for 0.5 kg steps, so ties stay ties); a single rep is the weight itself.
      e1rm numeric GENERATED ALWAYS AS (CASE WHEN reps = 1 THEN max_weight * 30 ELSE max_weight * (30 + reps) END) STORED,
      deleted boolean NOT NULL DEFAULT false,
      version integer NOT NULL
    );
    CREATE INDEX dashboard_entries_machine_day_idx ON dashboard_entries (machine_id, date) WHERE NOT deleted;

    CREATE TABLE dashboard_points (
      machine_id uuid NOT NULL,
      date date NOT NULL,
      user_id uuid NOT NULL,
      entry_id uuid NOT NULL,
      seq bigint NOT NULL,
      max_weight numeric NOT NULL,
      reps integer NOT NULL,
      score numeric NOT NULL,
      PRIMARY KEY (machine_id, date)
    );
    CREATE INDEX dashboard_points_user_date_idx ON dashboard_points (user_id, date);

    CREATE TABLE dashboard_machines (
      machine_id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      entry_count integer NOT NULL,
      latest_entry_id uuid, latest_date date, latest_seq bigint, latest_max_weight numeric, latest_reps integer,
      weight_entry_id uuid, weight_value numeric, weight_date date, weight_seq bigint,
      e1rm_entry_id uuid, e1rm_value numeric, e1rm_date date, e1rm_seq bigint,
      volume_entry_id uuid, volume_value numeric, volume_date date, volume_seq bigint
    );

    CREATE TABLE dashboard_totals (
      user_id uuid PRIMARY KEY,
      workouts integer NOT NULL,
      volume numeric NOT NULL
    );
  `,
};
