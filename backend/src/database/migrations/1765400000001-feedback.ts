import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The feedback read model (projections/feedback), listed newest first by the admins. */
export class Feedback1765400000001 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE feedback (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        user_email text NOT NULL,
        message text NOT NULL,
        image_url text NOT NULL,
        status text NOT NULL CHECK (status IN ('new', 'in_progress', 'resolved')),
        build_version text NOT NULL,
        created_date timestamptz NOT NULL,
        updated_date timestamptz NOT NULL,
        version integer NOT NULL
      );
      CREATE INDEX feedback_created_date_idx ON feedback (created_date);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE feedback');
  }
}
