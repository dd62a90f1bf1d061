import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Conversations waiting for a reply, by user and since when: the cap on a user's waiting replies
 * counts them, and the job reconciler looks for those whose job was lost. Few rows at any time.
 */
export class WaitingReplies1765100000001 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX IF NOT EXISTS conversations_thinking_idx ON conversations (user_id, updated_date) WHERE status = 'thinking'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX IF EXISTS conversations_thinking_idx');
  }
}
