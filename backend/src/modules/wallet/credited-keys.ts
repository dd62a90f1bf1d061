import type { EntityManager } from 'typeorm';
import type { StatementPart } from '../../database/one-statement.js';
import { preparedSelect } from '../../database/prepared-select.js';
import { CurrencyLedgerEntity } from './read-models/currency-ledger.entity.js';

// Asked with every logged set whose credits are not remembered yet.
const creditedAmong = preparedSelect<{ userId: string; keys: string[] }, { key: string }>((manager, { userId, keys }) =>
  manager
    .createQueryBuilder(CurrencyLedgerEntity, 'ledger')
    .select('ledger.key', 'key')
    .where('ledger.user_id = :userId AND ledger.key = ANY(:keys)', { userId, keys }),
);

/**
 * Which of `keys` the wallet has credited, from the currency ledger (written in the same
 * transaction as each credit), as a part of a command's first statement (built with any
 * `manager`: only its SQL is taken). Used only to skip work: a key found here is certainly credited; a
 * key missing is decided on the wallet stream itself.
 */
export function creditedKeysPart(manager: EntityManager, userId: string, keys: readonly string[]): StatementPart<Set<string>> {
  const [sql, values] = creditedAmong.statement(manager, { userId, keys: [...keys] });
  return { sql, values, answer: (rows) => new Set(rows.map((row) => String(row.key))) };
}

/**
 * Keys known to be credited, remembered in this process after their transaction committed. A
 * credit is never taken back, so a remembered key is true everywhere, also with several api
 * processes; a key not remembered is looked up. Saves the logging hot path a query per set.
 */
export class CreditedKeyCache {
  private readonly byUser = new Map<string, Set<string>>();

  constructor(private readonly maxUsers = 10_000) {}

  has(userId: string, key: string): boolean {
    return this.byUser.get(userId)?.has(key) ?? false;
  }

  /** Call only after the transaction that read or wrote these keys committed. */
  remember(userId: string, keys: Iterable<string>): void {
    let known = this.byUser.get(userId);
    if (!known) {
      if (this.byUser.size >= this.maxUsers) this.byUser.delete(this.byUser.keys().next().value!);
      known = new Set();
      this.byUser.set(userId, known);
    }
    for (const key of keys) known.add(key);
    // Keys name days and weeks; only the newest few are ever asked for again.
    if (known.size > 16) this.byUser.set(userId, new Set([...known].slice(-8)));
  }
}
