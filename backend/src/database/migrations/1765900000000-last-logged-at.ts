import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An exercise's last activity moves from its days to its summary (issue #33): ordering the
 * exercise lists read every training day of the lifter; now it reads a row per exercise. The
 * summary's last logged set is a live entry, whose logging time fills the new column.
 */
export class LastLoggedAt1765900000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE exercise_summaries ADD COLUMN last_logged_at timestamptz;
      UPDATE exercise_summaries summary SET last_logged_at = entry.created_at
        FROM workout_entries entry WHERE entry.machine_id = summary.machine_id AND entry.logged_position = summary.last_logged_seq;
      ALTER TABLE exercise_summaries ALTER COLUMN last_logged_at SET NOT NULL;
      ALTER TABLE dashboard_days DROP COLUMN latest_logged_at;
    `);
  }

  async down(): Promise<void> {
    throw new Error('Read models are rebuilt from the log, not migrated down');
  }
}
