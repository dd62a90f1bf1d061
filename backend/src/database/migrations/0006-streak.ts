import type { Migration } from './index.js';

/** The streak projection: which days have sets, and the pause periods from profile changes. */
export const streak: Migration = {
  name: '0006-streak',
  up: `
    CREATE TABLE streak_entries (
      entry_id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      machine_id uuid NOT NULL,
      date date NOT NULL,
      deleted boolean NOT NULL DEFAULT false,
      version integer NOT NULL
    );
    CREATE INDEX streak_entries_machine_idx ON streak_entries (machine_id) WHERE NOT deleted;

    CREATE TABLE streak_days (
      user_id uuid NOT NULL,
      date date NOT NULL,
      entries integer NOT NULL CHECK (entries > 0),
      PRIMARY KEY (user_id, date)
    );

    CREATE TABLE streak_pauses (
      user_id uuid NOT NULL,
      started_on date NOT NULL,
      ended_on date,
      -- The user stream version that started the pause.
      started_version integer NOT NULL,
      PRIMARY KEY (user_id, started_version)
    );

    CREATE TABLE streak_users (
      user_id uuid PRIMARY KEY,
      user_version integer NOT NULL
    );
  `,
};
