import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The read-model tables as pure evolves keep them (backend/src/projections). The tables of the
 * earlier SQL projections go; every table is filled from the log at the next start, as
 * read_model_versions has no row for it yet.
 */
export class ReadModels1764000000001 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE IF EXISTS users, machines, workout_entries, conversations,
        dashboard_entries, dashboard_points, dashboard_machines, dashboard_totals,
        streak_entries, streak_days, streak_pauses, streak_users, currency_ledger, currency_balances;

      CREATE TABLE users (
        id uuid PRIMARY KEY,
        email text NOT NULL,
        full_name text,
        name text,
        display_name text,
        profile_image text,
        picture text,
        role text NOT NULL,
        language text NOT NULL,
        hantel_currency integer NOT NULL CHECK (hantel_currency >= 0),
        onboarding_completed boolean NOT NULL,
        training_frequency text,
        fitness_goal text,
        training_experience text,
        body_weight numeric,
        focus_areas jsonb NOT NULL,
        pause_mode_active boolean NOT NULL,
        pause_mode_start_date date,
        pause_periods jsonb NOT NULL,
        selected_training_plan_id text,
        last_completed_training_day_number integer,
        last_training_date date,
        last_completed_training_day_per_plan jsonb NOT NULL,
        last_performance_analysis text,
        last_analysis_date timestamptz,
        last_sign_in_at timestamptz,
        created_date timestamptz NOT NULL,
        updated_date timestamptz NOT NULL,
        user_version integer NOT NULL,
        wallet_version integer NOT NULL
      );
      CREATE UNIQUE INDEX users_email_unique ON users (lower(email));

      CREATE TABLE machines (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        name text NOT NULL,
        categories text[] NOT NULL,
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
        logged_position bigint NOT NULL,
        deleted_at timestamptz,
        version integer NOT NULL
      );
      CREATE INDEX workout_entries_user_date_idx ON workout_entries (user_id, date DESC, logged_position DESC) WHERE deleted_at IS NULL;
      CREATE INDEX workout_entries_machine_idx ON workout_entries (machine_id, date DESC, logged_position DESC) WHERE deleted_at IS NULL;

      CREATE TABLE dashboard_days (
        machine_id uuid NOT NULL,
        date date NOT NULL,
        user_id uuid NOT NULL,
        sets jsonb NOT NULL,
        set_count integer NOT NULL,
        volume numeric NOT NULL,
        best_entry_id uuid NOT NULL,
        best_max_weight numeric NOT NULL,
        best_reps integer NOT NULL,
        best_e1rm double precision NOT NULL,
        heaviest_entry_id uuid NOT NULL,
        heaviest_weight numeric NOT NULL,
        top_volume_entry_id uuid NOT NULL,
        top_volume numeric NOT NULL,
        latest_entry_id uuid NOT NULL,
        latest_seq bigint NOT NULL,
        latest_max_weight numeric NOT NULL,
        latest_reps integer NOT NULL,
        latest_logged_at timestamptz NOT NULL,
        PRIMARY KEY (machine_id, date)
      );
      CREATE INDEX dashboard_days_user_date_idx ON dashboard_days (user_id, date);

      CREATE TABLE currency_ledger (
        user_id uuid NOT NULL,
        wallet_version integer NOT NULL,
        event_id uuid NOT NULL,
        amount integer NOT NULL,
        reason text NOT NULL,
        key text,
        at timestamptz NOT NULL,
        PRIMARY KEY (user_id, wallet_version)
      );
      -- A credit key is paid once ever; a second credit with the same key fails its transaction.
      CREATE UNIQUE INDEX currency_ledger_key_unique ON currency_ledger (user_id, key) WHERE key IS NOT NULL;

      CREATE TABLE conversations (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        agent_name text NOT NULL,
        metadata jsonb NOT NULL,
        messages jsonb NOT NULL,
        status text NOT NULL,
        pending_message_id uuid,
        pending_job_id text,
        last_error text,
        created_date timestamptz NOT NULL,
        updated_date timestamptz NOT NULL,
        version integer NOT NULL
      );
      CREATE INDEX conversations_user_created_idx ON conversations (user_id, created_date DESC);
      CREATE INDEX conversations_user_agent_created_idx ON conversations (user_id, agent_name, created_date DESC);
    `);
  }

  async down(): Promise<void> {
    throw new Error('Read models are rebuilt from the log, not migrated down');
  }
}
