import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Training months (issue #33): each set's month on its entry row, which groups a month's sets, and
 * the training-months table, created empty and filled from the log at this start, as no version
 * of it was built yet (see rebuildStale).
 */
export class TrainingMonths1765800000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE workout_entries ADD COLUMN month date;
      UPDATE workout_entries SET month = date_trunc('month', date)::date;
      ALTER TABLE workout_entries ALTER COLUMN month SET NOT NULL;
      CREATE TABLE training_months (
        user_id uuid NOT NULL,
        month date NOT NULL,
        sets_by_day jsonb NOT NULL,
        bests jsonb NOT NULL,
        last_logged_seq bigint NOT NULL,
        PRIMARY KEY (user_id, month)
      );
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS training_months; ALTER TABLE workout_entries DROP COLUMN IF EXISTS month');
  }
}
