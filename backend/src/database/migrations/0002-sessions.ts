import type { Migration } from './index.js';

/** The table connect-pg-simple expects, under our own name. */
export const sessions: Migration = {
  name: '0002-sessions',
  up: `
    CREATE TABLE user_sessions (
      sid varchar NOT NULL PRIMARY KEY,
      sess json NOT NULL,
      expire timestamp(6) NOT NULL
    );
    CREATE INDEX user_sessions_expire_idx ON user_sessions (expire);
  `,
};
