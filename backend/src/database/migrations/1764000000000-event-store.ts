import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The event log, sessions and the read models' bookkeeping. A database made by the earlier
 * hand-written migration runner has the log and the sessions already, and keeps them.
 */
export class EventStore1764000000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE IF NOT EXISTS events (
        position bigserial PRIMARY KEY,
        event_id uuid NOT NULL DEFAULT gen_random_uuid() UNIQUE,
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        stream_id text NOT NULL,
        stream_version integer NOT NULL CHECK (stream_version > 0),
        type text NOT NULL,
        schema_version integer NOT NULL DEFAULT 1,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_stream_version_unique UNIQUE (stream_id, stream_version)
      );
      CREATE INDEX IF NOT EXISTS events_type_position_idx ON events (type, position);

      CREATE TABLE IF NOT EXISTS user_sessions (
        sid varchar NOT NULL PRIMARY KEY,
        sess json NOT NULL,
        expire timestamp(6) NOT NULL
      );
      CREATE INDEX IF NOT EXISTS user_sessions_expire_idx ON user_sessions (expire);

      DROP TABLE IF EXISTS schema_migrations, projection_checkpoints;
      -- Which version of each read model's rules built its table, and up to where.
      CREATE TABLE read_model_versions (
        name text PRIMARY KEY,
        version integer NOT NULL,
        position bigint NOT NULL,
        rebuilt_at timestamptz NOT NULL
      );
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE read_model_versions');
  }
}
