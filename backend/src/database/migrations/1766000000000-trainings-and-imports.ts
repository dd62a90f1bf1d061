import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bring your history (issue #41): a set's type, RPE and training on its entry (every set logged so
 * far is a normal set without RPE, on no training, as their events say), the trainings table, and
 * the import jobs with the file they read and the report they leave.
 */
export class TrainingsAndImports1766000000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE workout_entries
        ADD COLUMN set_type text NOT NULL DEFAULT 'normal',
        ADD COLUMN rpe numeric,
        ADD COLUMN session_id uuid;
      CREATE INDEX workout_entries_session_idx ON workout_entries (session_id, logged_position) WHERE session_id IS NOT NULL;
      CREATE TABLE trainings (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        title text NOT NULL,
        started_at timestamptz NOT NULL,
        duration_min integer,
        notes text,
        source text NOT NULL,
        created_at timestamptz NOT NULL,
        version integer NOT NULL
      );
      CREATE INDEX trainings_user_started_idx ON trainings (user_id, started_at, id);
      CREATE TABLE import_jobs (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        state text NOT NULL,
        file_name text NOT NULL,
        file_size integer NOT NULL,
        content bytea,
        unit text,
        format text,
        rows integer NOT NULL DEFAULT 0,
        sets_total integer NOT NULL DEFAULT 0,
        rows_done integer NOT NULL DEFAULT 0,
        sets_imported integer NOT NULL DEFAULT 0,
        sets_skipped integer NOT NULL DEFAULT 0,
        duplicates integer NOT NULL DEFAULT 0,
        sessions integer NOT NULL DEFAULT 0,
        exercises_matched integer NOT NULL DEFAULT 0,
        exercises_created integer NOT NULL DEFAULT 0,
        skipped jsonb NOT NULL DEFAULT '[]',
        error jsonb,
        created_at timestamptz NOT NULL,
        finished_at timestamptz
      );
      CREATE INDEX import_jobs_user_created_idx ON import_jobs (user_id, created_at);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE IF EXISTS import_jobs;
      DROP TABLE IF EXISTS trainings;
      ALTER TABLE workout_entries DROP COLUMN IF EXISTS set_type, DROP COLUMN IF EXISTS rpe, DROP COLUMN IF EXISTS session_id;
    `);
  }
}
