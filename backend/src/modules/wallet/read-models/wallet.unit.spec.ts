import type { RecordedEvent } from '../../../event-store/event.js';
import { at, eventRecorder, rowsAfter as foldedRows } from '../../../projections/testing/given-events.js';
import { usersReadModel } from '../../users/read-models/index.js';
import { currencyLedgerReadModel, inventoryReadModel } from './index.js';

const event = eventRecorder();
const USER = 'user-1';
const rowsAfter = (events: readonly RecordedEvent[], models = [usersReadModel, currencyLedgerReadModel, inventoryReadModel]) => foldedRows(events, models);

describe('currency ledger', () => {
  it('keeps a line per wallet event with the key it pays', () => {
    const credit = event(`wallet-${USER}`, 'HantelnCredited', { userId: USER, amount: 100, reason: 'welcome_bonus', at: at('2026-11-01') });
    expect(rowsAfter([credit, credit], [currencyLedgerReadModel]).get('currency-ledger')).toEqual([
      expect.objectContaining({ amount: 100, key: 'welcome_bonus' }),
    ]);
  });
});

describe('shop purchases: balance, ledger and inventory', () => {
  const registered = () =>
    event(`user-${USER}`, 'UserRegistered', { userId: USER, email: 'a@example.com', fullName: 'Lena Kraft', picture: null, registeredAt: at('2026-11-01') });
  const welcome = () => event(`wallet-${USER}`, 'HantelnCredited', { userId: USER, amount: 100, reason: 'welcome_bonus', at: at('2026-11-01') });
  const bought = (purchaseId: string, itemId: string, price: number, day: string) =>
    event(`wallet-${USER}`, 'ShopItemPurchased', {
      userId: USER,
      purchaseId,
      itemId,
      itemName: itemId === 'streak-freeze' ? 'Streak-Freeze' : 'Goldener Profilrahmen',
      price,
      effect: itemId === 'streak-freeze' ? { kind: 'streak_freeze', weeks: 1 } : { kind: 'profile_frame', style: 'gold' },
      at: at(day),
    });

  it('takes the price off the balance, writes a negative ledger line and counts the item, each once', () => {
    const start = [registered(), welcome()];
    const first = bought('p-1', 'streak-freeze', 50, '2026-11-02');
    const rows = rowsAfter([...start, first, bought('p-2', 'streak-freeze', 50, '2026-11-05'), first]);
    expect((rows.get('users')![0] as { hantel_currency: number }).hantel_currency).toBe(0);
    expect(rows.get(currencyLedgerReadModel.name)!.map((line) => (line as { amount: number; key: string | null }).amount)).toEqual([100, -50, -50]);
    expect(rows.get(currencyLedgerReadModel.name)![1]).toMatchObject({ reason: 'purchase', key: 'purchase:p-1' });
    expect(rows.get(inventoryReadModel.name)).toEqual([
      {
        user_id: USER,
        item_id: 'streak-freeze',
        item_name: 'Streak-Freeze',
        effect: { kind: 'streak_freeze', weeks: 1 },
        quantity: 2,
        purchased_at: [at('2026-11-02'), at('2026-11-05')],
        wallet_version: expect.any(Number),
      },
    ]);
  });
});
