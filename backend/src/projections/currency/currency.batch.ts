import type { Queryable } from '../../database/database.js';
import type { RecordedEvent } from '../../event-store/event.js';
import type { WalletEvent } from '../../modules/wallet/wallet.events.js';
import { creditKey } from '../../modules/wallet/wallet.events.js';
import type { Column } from '../batch/pg-array.js';
import { columnArrays, columnNames, columnValues, unnestColumns } from '../batch/pg-array.js';

type Credit = Extract<WalletEvent, { type: 'HantelnCredited' }> & RecordedEvent;

const COLUMNS = [
  ['user_id', 'uuid', (event) => event.data.userId],
  ['wallet_version', 'int', (event) => event.streamVersion],
  ['event_id', 'uuid', (event) => event.eventId],
  ['amount', 'int', (event) => event.data.amount],
  ['reason', 'text', (event) => event.data.reason],
  ['key', 'text', (event) => creditKey(event.data)],
  ['at', 'timestamptz', (event) => event.data.at],
] as const satisfies readonly Column<Credit>[];

/**
 * The batch path of the currency projection, in one statement: the ledger lines that are new
 * (a line per wallet stream version, so each event counts once) and the balances they add up to.
 * A credit key paid twice fails the statement, as it fails `apply`.
 */
export async function applyCurrencyBatch(db: Queryable, events: readonly RecordedEvent[]): Promise<void> {
  const credits = events.filter((event): event is Credit => event.type === 'HantelnCredited');
  if (credits.length === 0) return;
  await db.query(
    `WITH line AS (
       INSERT INTO currency_ledger (${columnNames(COLUMNS)}) SELECT * FROM ${unnestColumns(COLUMNS)}
       ON CONFLICT (user_id, wallet_version) DO NOTHING RETURNING user_id, amount, wallet_version
     ), sum AS (
       SELECT user_id, sum(amount)::int AS amount, max(wallet_version) AS wallet_version FROM line GROUP BY user_id
     )
     INSERT INTO currency_balances (user_id, balance, wallet_version) SELECT user_id, amount, wallet_version FROM sum
     ON CONFLICT (user_id) DO UPDATE SET balance = currency_balances.balance + EXCLUDED.balance,
       wallet_version = greatest(currency_balances.wallet_version, EXCLUDED.wallet_version)`,
    columnArrays(credits, columnValues(COLUMNS)),
  );
}
