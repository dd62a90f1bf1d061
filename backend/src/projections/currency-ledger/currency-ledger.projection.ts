import type { RecordedEvent } from '../../event-store/event.js';
import type { WalletEvent } from '../../modules/wallet/wallet.events.js';
import { WALLET_EVENT_TYPES, creditKey } from '../../modules/wallet/wallet.events.js';
import type { EventReadModel } from '../read-model.js';
import type { CurrencyLedgerRow } from './currency-ledger.entity.js';
import { CurrencyLedgerEntity } from './currency-ledger.entity.js';

/** The currency ledger: which credit keys are paid (the logging path asks it before the wallet stream). */
export const currencyLedgerReadModel: EventReadModel<CurrencyLedgerRow> = {
  name: 'currency-ledger',
  entity: CurrencyLedgerEntity,
  key: ['user_id', 'wallet_version'],
  version: 1,
  eventTypes: WALLET_EVENT_TYPES,
  keysOf: (event) => [{ user_id: (event.data as { userId: string }).userId, wallet_version: event.streamVersion }],
  // Each wallet event has a line of its own, keyed by its version.
  startsRow: () => true,
  evolve(row, recorded) {
    const { data } = recorded as WalletEvent & RecordedEvent;
    return (
      row ?? {
        user_id: data.userId,
        wallet_version: recorded.streamVersion,
        event_id: recorded.eventId,
        amount: data.amount,
        reason: data.reason,
        key: creditKey(data),
        at: new Date(data.at),
      }
    );
  },
};
