import { at, eventRecorder, rowsAfter } from '../../../projections/testing/given-events.js';
import { currencyLedgerReadModel } from './index.js';

const event = eventRecorder();
const USER = 'user-1';

describe('currency ledger', () => {
  it('keeps a line per wallet event with the key it pays', () => {
    const credit = event(`wallet-${USER}`, 'HantelnCredited', { userId: USER, amount: 100, reason: 'welcome_bonus', at: at('2026-11-01') });
    expect(rowsAfter([credit, credit], [currencyLedgerReadModel]).get('currency-ledger')).toEqual([
      expect.objectContaining({ amount: 100, key: 'welcome_bonus' }),
    ]);
  });
});
