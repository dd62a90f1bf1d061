import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The user's plan generation (spec §3): status, conversation, start, attempts, and why it failed. */
export class PlanGenerationFields1765300000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE users
        ADD COLUMN plan_generation_status text,
        ADD COLUMN plan_generation_conversation_id text,
        ADD COLUMN plan_generation_started_at timestamptz,
        ADD COLUMN plan_generation_attempts integer NOT NULL DEFAULT 0,
        ADD COLUMN plan_generation_error text;
    `);
  }

  async down(): Promise<void> {
    throw new Error('Read models are rebuilt from the log, not migrated down');
  }
}
