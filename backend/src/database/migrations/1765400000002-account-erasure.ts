import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * For account deletion (modules/account): an index that finds a user's events by
 * `metadata.userId` (the streams they own by their first event, and the events they caused
 * elsewhere), and a count of erasures, which a rebuild compares before it swaps its tables in.
 * The index costs one more entry per event; most events start their stream (a set is one), so an
 * index on first events only would cost nearly the same and answer only half of it.
 */
export class AccountErasure1765400000002 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE INDEX events_user_idx ON events ((metadata->>'userId'));
      CREATE TABLE erasure_count (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        count bigint NOT NULL
      );
      INSERT INTO erasure_count (count) VALUES (0);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE erasure_count; DROP INDEX events_user_idx');
  }
}
