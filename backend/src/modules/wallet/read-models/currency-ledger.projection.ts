import type { RecordedEvent } from '../../../event-store/event.js';
import type { WalletEvent } from '../wallet.events.js';
import { WALLET_EVENT_TYPES, creditKey } from '../wallet.events.js';
import type { EventReadModel } from '../../../projections/read-model.js';
import type { CurrencyLedgerRow } from './currency-ledger.entity.js';
import { CurrencyLedgerEntity } from './currency-ledger.entity.js';

/** The currency ledger: every credit and purchase; which credit keys are paid (the logging path asks it before the wallet stream). */
export const currencyLedgerReadModel: EventReadModel<CurrencyLedgerRow> = {
  name: 'currency-ledger',
  entity: CurrencyLedgerEntity,
  key: ['user_id', 'wallet_version'],
  version: 1,
  byUser: true,
  eventTypes: WALLET_EVENT_TYPES,
  keysOf: (event) => [{ user_id: (event.data as { userId: string }).userId, wallet_version: event.streamVersion }],
  // Each wallet event has a line of its own, keyed by its version.
  startsRow: () => true,
  evolve(row, recorded) {
    if (row) return row;
    const event = recorded as WalletEvent & RecordedEvent;
    const line = { user_id: event.data.userId, wallet_version: recorded.streamVersion, event_id: recorded.eventId, at: new Date(event.data.at) };
    if (event.type === 'ShopItemPurchased') return { ...line, amount: -event.data.price, reason: 'purchase', key: `purchase:${event.data.purchaseId}` };
    return { ...line, amount: event.data.amount, reason: event.data.reason, key: creditKey(event.data) };
  },
};
