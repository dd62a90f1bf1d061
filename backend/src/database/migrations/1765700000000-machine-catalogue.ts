import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each exercise knows its catalogue entry (`catalogue_id`, null when none matches), and a merged
 * exercise the one it was merged into (`merged_into`). The machines read model's new version
 * rebuilds the table at start, which fills `catalogue_id` for the exercises there are.
 */
export class MachineCatalogue1765700000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE machines ADD COLUMN IF NOT EXISTS catalogue_id text;
      ALTER TABLE machines ADD COLUMN IF NOT EXISTS merged_into uuid;
      CREATE INDEX IF NOT EXISTS machines_user_catalogue_idx ON machines (user_id, catalogue_id) WHERE deleted_at IS NULL;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      'DROP INDEX IF EXISTS machines_user_catalogue_idx; ALTER TABLE machines DROP COLUMN IF EXISTS merged_into; ALTER TABLE machines DROP COLUMN IF EXISTS catalogue_id;',
    );
  }
}
