import type { Migration } from './index.js';

/**
 * Read models of the `machines` and `workout-entries` projections. Deleted rows stay as
 * tombstones (`deleted_at`) with their stream version, so an old event applied again (a replay on
 * top) finds them and changes nothing.
 */
export const machinesAndWorkouts: Migration = {
  name: '0004-machines-and-workouts',
  up: `
    CREATE TABLE machines (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      name text NOT NULL,
      categories text[] NOT NULL DEFAULT '{}',
      categories_source text,
      created_date timestamptz NOT NULL,
      updated_date timestamptz NOT NULL,
      deleted_at timestamptz,
      version integer NOT NULL
    );
    -- Names are unique per user, case-insensitively, among machines that exist.
    CREATE UNIQUE INDEX machines_user_name_unique ON machines (user_id, lower(name)) WHERE deleted_at IS NULL;
    CREATE INDEX machines_user_updated_idx ON machines (user_id, updated_date DESC) WHERE deleted_at IS NULL;

    CREATE TABLE workout_entries (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      machine_id uuid NOT NULL,
      max_weight numeric NOT NULL,
      reps integer NOT NULL,
      date date NOT NULL,
      notes text,
      created_by text NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      -- Position of the WorkoutLogged event: orders sets of the same date by when they were logged.
      logged_position bigint NOT NULL,
      deleted_at timestamptz,
      version integer NOT NULL
    );
    CREATE INDEX workout_entries_user_date_idx ON workout_entries (user_id, date DESC, logged_position DESC) WHERE deleted_at IS NULL;
    CREATE INDEX workout_entries_machine_idx ON workout_entries (machine_id, date DESC, logged_position DESC) WHERE deleted_at IS NULL;
  `,
};
