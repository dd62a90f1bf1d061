import { at, eventRecorder, rowsAfter } from '../projections/testing/given-events.js';
import { allReadModels } from './read-models.js';

const event = eventRecorder();
const USER = 'user-1';

// A purchase folds into three contexts' read models at once: the user's balance, the wallet's ledger and inventory.
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
    const rows = rowsAfter([...start, first, bought('p-2', 'streak-freeze', 50, '2026-11-05'), first], allReadModels);
    expect((rows.get('users')![0] as { hantel_currency: number }).hantel_currency).toBe(0);
    expect(rows.get('currency-ledger')!.map((line) => (line as { amount: number; key: string | null }).amount)).toEqual([100, -50, -50]);
    expect(rows.get('currency-ledger')![1]).toMatchObject({ reason: 'purchase', key: 'purchase:p-1' });
    expect(rows.get('inventory')).toEqual([
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

describe('erasing events (account deletion) from every read model', () => {
  const registered = (userId: string) =>
    event(`user-${userId}`, 'UserRegistered', { userId, email: `${userId}@example.com`, fullName: userId, picture: null, registeredAt: at('2026-11-01') });
  const welcome = (userId: string) => event(`wallet-${userId}`, 'HantelnCredited', { userId, amount: 100, reason: 'welcome_bonus', at: at('2026-11-01') });
  const machine = (userId: string, machineId: string) =>
    event(`machine-${machineId}`, 'MachineCreated', { machineId, userId, name: 'Bankdrücken', categories: [], at: at('2026-11-01') });
  const set = (userId: string, machineId: string, entryId: string) =>
    event(`workout-${entryId}`, 'WorkoutLogged', {
      entryId,
      userId,
      machineId,
      maxWeight: 80,
      reps: 5,
      date: '2026-11-02',
      notes: null,
      createdBy: `${userId}@example.com`,
      at: at('2026-11-02'),
    });

  it('takes out every row the erased events made, derived days included, and leaves the others as they were', () => {
    const gone = [registered('gone'), welcome('gone'), machine('gone', 'm-gone'), set('gone', 'm-gone', 'e-gone-1'), set('gone', 'm-gone', 'e-gone-2')];
    const kept = [registered('kept'), welcome('kept'), machine('kept', 'm-kept'), set('kept', 'm-kept', 'e-kept')];
    const log = [gone[0]!, kept[0]!, gone[1]!, kept[1]!, gone[2]!, kept[2]!, gone[3]!, kept[3]!, gone[4]!];
    const after = rowsAfter(log, allReadModels, gone);
    expect(after).toEqual(rowsAfter(kept, allReadModels));
    for (const rows of after.values()) expect(JSON.stringify(rows)).not.toContain('gone');
  });
});
