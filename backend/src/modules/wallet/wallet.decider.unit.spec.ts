import { fold } from '../../event-store/decider.js';
import { walletDecider } from './wallet.decider.js';
import { WELCOME_BONUS_HANTELN } from './wallet.events.js';

const now = new Date('2026-11-23T10:00:00Z');
const grant = { type: 'GrantWelcomeBonus' as const, data: { userId: 'u-1', now } };

describe('wallet decider', () => {
  it('credits the welcome bonus of 100 Hanteln to a new wallet', () => {
    const events = walletDecider.decide(grant, walletDecider.initialState());
    expect(events).toEqual([
      { type: 'HantelnCredited', data: { userId: 'u-1', amount: WELCOME_BONUS_HANTELN, reason: 'welcome_bonus', at: now.toISOString() } },
    ]);
    expect(WELCOME_BONUS_HANTELN).toBe(100);
    expect(fold(walletDecider, events).balance).toBe(100);
  });

  it('never credits the welcome bonus twice', () => {
    const once = walletDecider.decide(grant, walletDecider.initialState());
    expect(walletDecider.decide(grant, fold(walletDecider, once))).toEqual([]);
  });
});

describe('wallet decider: earning Hanteln by key', () => {
  const earn = (credits: { key: string; reason: 'training_day' | 'streak_week'; amount: number }[]) => ({
    type: 'EarnHanteln' as const,
    data: { userId: 'u-1', credits, now },
  });

  it('credits each key once, with its key on the event', () => {
    const events = walletDecider.decide(earn([{ key: 'training_day:2026-11-23', reason: 'training_day', amount: 10 }]), walletDecider.initialState());
    expect(events).toEqual([
      {
        type: 'HantelnCredited',
        data: { userId: 'u-1', amount: 10, reason: 'training_day', at: now.toISOString(), key: 'training_day:2026-11-23' },
      },
    ]);
    const state = fold(walletDecider, events);
    expect(state.creditedKeys.has('training_day:2026-11-23')).toBe(true);
    expect(walletDecider.decide(earn([{ key: 'training_day:2026-11-23', reason: 'training_day', amount: 10 }]), state)).toEqual([]);
  });

  it('credits a key named twice in one command once', () => {
    const credit = { key: 'streak_week:2026-11-23', reason: 'streak_week' as const, amount: 20 };
    expect(walletDecider.decide(earn([credit, credit]), walletDecider.initialState())).toHaveLength(1);
  });

  it('never credits a non-positive or fractional amount', () => {
    expect(
      walletDecider.decide(
        earn([
          { key: 'a', reason: 'training_day', amount: 0 },
          { key: 'b', reason: 'training_day', amount: -10 },
          { key: 'c', reason: 'training_day', amount: 1.5 },
        ]),
        walletDecider.initialState(),
      ),
    ).toEqual([]);
  });

  it('remembers the welcome bonus under its key, also for events written before keys existed', () => {
    const state = fold(walletDecider, walletDecider.decide(grant, walletDecider.initialState()));
    expect(state.creditedKeys.has('welcome_bonus')).toBe(true);
    expect(state.balance).toBe(100);
  });
});

describe('wallet decider: buying in the shop', () => {
  const freeze = { id: 'streak-freeze', name: 'Streak-Freeze', price: 50, effect: { kind: 'streak_freeze' as const, weeks: 1 }, once: false };
  const frame = {
    id: 'golden-frame',
    name: 'Goldener Profilrahmen',
    price: 200,
    effect: { kind: 'profile_frame' as const, style: 'gold' as const },
    once: true,
  };
  const buy = (purchaseId: string, item: typeof freeze | typeof frame = freeze) => ({
    type: 'PurchaseShopItem' as const,
    data: { userId: 'u-1', purchaseId, item, now },
  });
  const credit = (amount: number) => ({
    type: 'EarnHanteln' as const,
    data: { userId: 'u-1', credits: [{ key: `training_day:${amount}`, reason: 'training_day' as const, amount }], now },
  });
  /** Decides each command on the state the ones before it left, as the command runner does. */
  function run(commands: Parameters<typeof walletDecider.decide>[0][]) {
    let state = walletDecider.initialState();
    for (const command of commands) state = walletDecider.decide(command, state).reduce(walletDecider.evolve, state);
    return state;
  }
  const welcomed = () => run([grant]);

  it('records the purchase with its price and effect and takes the price off the balance', () => {
    const events = walletDecider.decide(buy('p-1'), welcomed());
    expect(events).toEqual([
      {
        type: 'ShopItemPurchased',
        data: { userId: 'u-1', purchaseId: 'p-1', itemId: 'streak-freeze', itemName: 'Streak-Freeze', price: 50, effect: freeze.effect, at: now.toISOString() },
      },
    ]);
    expect(run([grant, buy('p-1')]).balance).toBe(50);
  });

  it('spends down to exactly 0, never below: one coin short is "Insufficient funds"', () => {
    expect(run([grant, buy('p-1'), buy('p-2')]).balance).toBe(0);
    const broke = run([grant, buy('p-1'), buy('p-2')]);
    expect(() => walletDecider.decide(buy('p-3'), broke)).toThrow(
      expect.objectContaining({ code: 'shop.insufficient_funds', errorName: 'Insufficient funds', kind: 'conflict' }),
    );
    expect(() => walletDecider.decide(buy('p-1', frame), welcomed())).toThrow('shop.insufficient_funds');
  });

  it('counts earned Hanteln: what training credited can be spent', () => {
    expect(run([grant, credit(10), buy('p-1'), buy('p-2')]).balance).toBe(10);
  });

  it('buys a purchase id once: the same purchase sent again changes nothing', () => {
    const state = run([grant, buy('p-1')]);
    expect(walletDecider.decide(buy('p-1'), state)).toEqual([]);
    expect(run([grant, buy('p-1'), buy('p-1'), buy('p-1')]).balance).toBe(50);
  });

  it('refuses a purchase id that already bought another item', () => {
    const rich = run([grant, credit(300), buy('p-1')]);
    expect(() => walletDecider.decide(buy('p-1', frame), rich)).toThrow('shop.purchase_id_taken');
  });

  it('sells an item meant to be owned once only once, while others stack', () => {
    const rich = run([grant, credit(500), buy('p-1', frame)]);
    expect(() => walletDecider.decide(buy('p-2', frame), rich)).toThrow('shop.already_owned');
    expect(run([grant, buy('p-1'), buy('p-2')]).purchases.size).toBe(2);
  });
});
