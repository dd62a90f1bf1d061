import type { MigrationInterface, QueryRunner } from 'typeorm';

/** "Sign out everywhere else" finds a user's sessions by their user id instead of reading them all. */
export class UserSessionsByUser1765100000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX IF NOT EXISTS user_sessions_user_idx ON user_sessions ((sess ->> 'userId'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX IF EXISTS user_sessions_user_idx');
  }
}
