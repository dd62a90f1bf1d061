import type { Migration } from './index.js';

/** The currency projection: every wallet movement, and the balance it adds up to. */
export const currency: Migration = {
  name: '0007-currency',
  up: `
    CREATE TABLE currency_ledger (
      user_id uuid NOT NULL,
      wallet_version integer NOT NULL,
      event_id uuid NOT NULL,
      amount integer NOT NULL,
      reason text NOT NULL,
      key text,
      at timestamptz NOT NULL,
      PRIMARY KEY (user_id, wallet_version)
    );
    -- A credit key is paid once ever; a second credit with the same key fails its transaction.
    CREATE UNIQUE INDEX currency_ledger_key_unique ON currency_ledger (user_id, key) WHERE key IS NOT NULL;

    CREATE TABLE currency_balances (
      user_id uuid PRIMARY KEY,
      balance integer NOT NULL,
      wallet_version integer NOT NULL
    );
  `,
};
