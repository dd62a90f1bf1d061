import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The exercise-summaries read model's table (issue #33): created empty, filled from the log at this
 * start, as no version of it was built yet (see rebuildStale).
 */
export class ExerciseSummaries1765600000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE exercise_summaries (
        machine_id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        set_count integer NOT NULL,
        volume numeric NOT NULL,
        best_entry_id uuid NOT NULL,
        best_date date NOT NULL,
        best_seq bigint NOT NULL,
        best_max_weight numeric NOT NULL,
        best_reps integer NOT NULL,
        best_e1rm double precision NOT NULL,
        heaviest_entry_id uuid NOT NULL,
        heaviest_date date NOT NULL,
        heaviest_seq bigint NOT NULL,
        heaviest_max_weight numeric NOT NULL,
        heaviest_reps integer NOT NULL,
        top_volume_entry_id uuid NOT NULL,
        top_volume_date date NOT NULL,
        top_volume_seq bigint NOT NULL,
        top_volume_max_weight numeric NOT NULL,
        top_volume_reps integer NOT NULL,
        top_volume numeric NOT NULL,
        latest_entry_id uuid NOT NULL,
        latest_date date NOT NULL,
        latest_seq bigint NOT NULL,
        latest_max_weight numeric NOT NULL,
        latest_reps integer NOT NULL,
        last_logged_seq bigint NOT NULL
      );
      CREATE INDEX exercise_summaries_user_idx ON exercise_summaries (user_id);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS exercise_summaries');
  }
}
