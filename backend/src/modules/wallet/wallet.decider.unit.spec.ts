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
