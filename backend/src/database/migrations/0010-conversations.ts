import type { Migration } from './index.js';

/** Read model of the `conversations` projection: one row per agent conversation, messages inline. */
export const conversations: Migration = {
  name: '0010-conversations',
  up: `
    CREATE TABLE conversations (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      agent_name text NOT NULL,
      metadata jsonb NOT NULL,
      -- [{id, role, content, created_at}], oldest first.
      messages jsonb NOT NULL DEFAULT '[]'::jsonb,
      status text NOT NULL DEFAULT 'idle',
      pending_message_id uuid,
      pending_job_id text,
      last_error text,
      created_date timestamptz NOT NULL,
      updated_date timestamptz NOT NULL,
      -- Stream version applied last: a replayed event changes nothing.
      version integer NOT NULL
    );
    CREATE INDEX conversations_user_created_idx ON conversations (user_id, created_date DESC);
    CREATE INDEX conversations_user_agent_created_idx ON conversations (user_id, agent_name, created_date DESC);
  `,
};
