import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the job reconciler looks for every few seconds, found by index rather than by reading
 * whole tables: the sets of the last day (for analyses), and exercises not yet categorised.
 */
export class PendingAiWork1765100000002 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE INDEX IF NOT EXISTS workout_entries_created_idx ON workout_entries (created_at) WHERE deleted_at IS NULL;
      CREATE INDEX IF NOT EXISTS machines_uncategorised_idx ON machines (created_date) WHERE categories_source IS NULL AND deleted_at IS NULL;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX IF EXISTS workout_entries_created_idx; DROP INDEX IF EXISTS machines_uncategorised_idx');
  }
}
