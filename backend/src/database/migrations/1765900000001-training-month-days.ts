import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A month's training days as one sorted, comma-separated string beside its counts (issue #33):
 * the streak and the training-day counts join these instead of listing every month's jsonb keys.
 */
export class TrainingMonthDays1765900000001 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE training_months ADD COLUMN days text;
      UPDATE training_months SET days = (SELECT string_agg(day, ',' ORDER BY day) FROM jsonb_object_keys(sets_by_day) day);
      ALTER TABLE training_months ALTER COLUMN days SET NOT NULL;
    `);
  }

  async down(): Promise<void> {
    throw new Error('Read models are rebuilt from the log, not migrated down');
  }
}
