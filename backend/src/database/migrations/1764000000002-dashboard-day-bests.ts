import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A training day keeps its bests whole instead of all its sets (dashboard-days version 3). The
 * rows are emptied here and refilled from the log at this start, as the read model's version has
 * changed (see rebuildStale).
 */
export class DashboardDayBests1764000000002 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      TRUNCATE dashboard_days;
      ALTER TABLE dashboard_days
        DROP COLUMN sets,
        ADD COLUMN best_seq bigint NOT NULL,
        ADD COLUMN heaviest_seq bigint NOT NULL,
        ADD COLUMN heaviest_reps integer NOT NULL,
        ADD COLUMN top_volume_seq bigint NOT NULL,
        ADD COLUMN top_volume_max_weight numeric NOT NULL,
        ADD COLUMN top_volume_reps integer NOT NULL;
    `);
  }

  async down(): Promise<void> {
    throw new Error('Read models are rebuilt from the log, not migrated down');
  }
}
