import type { Migration } from './index.js';

export const eventStore: Migration = {
  name: '0001-event-store',
  up: `
    CREATE TABLE events (
      position bigserial PRIMARY KEY,
      event_id uuid NOT NULL DEFAULT gen_random_uuid() UNIQUE,
      -- Lets readers that tail the log skip events whose transaction may still commit before them.
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
    CREATE INDEX events_type_position_idx ON events (type, position);

    CREATE TABLE projection_checkpoints (
      name text PRIMARY KEY,
      position bigint NOT NULL DEFAULT 0,
      rebuilt_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `,
};
