import { EntitySchema } from 'typeorm';
import type { CreditReason } from '../wallet.events.js';

/** Why the balance moved: a credit's reason, or a purchase (a negative amount). */
export type LedgerReason = CreditReason | 'purchase';

/** One line per wallet movement, keyed by the wallet stream version that recorded it. */
export interface CurrencyLedgerRow {
  user_id: string;
  wallet_version: number;
  event_id: string;
  amount: number;
  reason: LedgerReason;
  /** What a credit is for (`training_day:2026-11-23`), or `purchase:{id}`; a key is paid once ever (a unique index guards it). */
  key: string | null;
  at: Date;
}

export const CurrencyLedgerEntity = new EntitySchema<CurrencyLedgerRow>({
  name: 'CurrencyLedger',
  tableName: 'currency_ledger',
  columns: {
    user_id: { type: 'uuid', primary: true },
    wallet_version: { type: 'integer', primary: true },
    event_id: { type: 'uuid' },
    amount: { type: 'integer' },
    reason: { type: 'text' },
    key: { type: 'text', nullable: true },
    at: { type: 'timestamptz' },
  },
  indices: [{ name: 'currency_ledger_key_unique', columns: ['user_id', 'key'], unique: true, where: 'key IS NOT NULL' }],
});
