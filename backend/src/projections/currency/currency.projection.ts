import type { Queryable } from '../../database/database.js';
import type { RecordedEvent } from '../../event-store/event.js';
import type { WalletEvent } from '../../modules/wallet/wallet.events.js';
import { WALLET_EVENT_TYPES, creditKey } from '../../modules/wallet/wallet.events.js';
import type { Projection } from '../projection.js';
import { applyCurrencyBatch } from './currency.batch.js';

/**
 * The currency read model: a ledger line per wallet event (keyed by the wallet stream version, so
 * an event applies once) and the balance it adds up to. A credit key may appear once per user; a
 * second credit for the same key fails its whole transaction, a last guard against minting twice.
 * Debits (shop purchases) join here as negative amounts when the shop records them.
 */
export const currencyProjection: Projection = {
  name: 'currency',
  tables: ['currency_ledger', 'currency_balances'],
  eventTypes: [...WALLET_EVENT_TYPES],
  async apply(db: Queryable, recorded: RecordedEvent) {
    const event = recorded as unknown as WalletEvent & RecordedEvent;
    switch (event.type) {
      case 'HantelnCredited': {
        const { userId, amount, reason, at } = event.data;
        await db.query(
          `WITH ins AS (
             INSERT INTO currency_ledger (user_id, wallet_version, event_id, amount, reason, key, at)
             VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (user_id, wallet_version) DO NOTHING
             RETURNING user_id, amount, wallet_version
           )
           INSERT INTO currency_balances (user_id, balance, wallet_version) SELECT user_id, amount, wallet_version FROM ins
           ON CONFLICT (user_id) DO UPDATE SET balance = currency_balances.balance + EXCLUDED.balance,
             wallet_version = greatest(currency_balances.wallet_version, EXCLUDED.wallet_version)`,
          [userId, recorded.streamVersion, recorded.eventId, amount, reason, creditKey(event.data), at],
        );
        return;
      }
    }
  },
  applyBatch: applyCurrencyBatch,
};
