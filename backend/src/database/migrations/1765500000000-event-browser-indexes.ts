import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the admins' event browser filters by, besides stream (the stream's unique index) and type
 * (the (type, position) index): the user an event is about, in position order for keyset pages,
 * and the time it was recorded. A BRIN index fits the time: appends arrive in time order, so it
 * stays a few pages for millions of events and costs appends next to nothing.
 */
export class EventBrowserIndexes1765500000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE INDEX IF NOT EXISTS events_user_position_idx ON events ((data->>'userId'), position);
      CREATE INDEX IF NOT EXISTS events_recorded_at_brin ON events USING brin (recorded_at);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX IF EXISTS events_user_position_idx; DROP INDEX IF EXISTS events_recorded_at_brin;');
  }
}
