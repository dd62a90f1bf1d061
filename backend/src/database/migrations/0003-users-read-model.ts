import type { Migration } from './index.js';

export const usersReadModel: Migration = {
  name: '0003-users-read-model',
  up: `
    CREATE TABLE users (
      id uuid PRIMARY KEY,
      email text NOT NULL,
      full_name text,
      name text,
      display_name text,
      profile_image text,
      picture text,
      role text NOT NULL DEFAULT 'user',
      language text NOT NULL DEFAULT 'de',
      hantel_currency integer NOT NULL DEFAULT 0 CHECK (hantel_currency >= 0),
      onboarding_completed boolean NOT NULL DEFAULT false,
      training_frequency text,
      fitness_goal text,
      training_experience text,
      body_weight numeric,
      focus_areas jsonb NOT NULL DEFAULT '[]'::jsonb,
      current_streak integer NOT NULL DEFAULT 0,
      pause_mode_active boolean NOT NULL DEFAULT false,
      pause_mode_start_date date,
      week_start_date date,
      plan_generation_status text,
      plan_generation_conversation_id text,
      plan_generation_started_at timestamptz,
      plan_generation_attempts integer NOT NULL DEFAULT 0,
      selected_training_plan_id text,
      last_completed_training_day_number integer,
      last_training_date date,
      last_completed_training_day_per_plan jsonb NOT NULL DEFAULT '{}'::jsonb,
      last_performance_analysis text,
      last_analysis_date timestamptz,
      last_sign_in_at timestamptz,
      created_date timestamptz NOT NULL,
      updated_date timestamptz NOT NULL,
      -- Stream versions already applied: a replayed or repeated event changes nothing.
      user_version integer NOT NULL DEFAULT 0,
      wallet_version integer NOT NULL DEFAULT 0
    );
    CREATE UNIQUE INDEX users_email_unique ON users (lower(email));
  `,
};
