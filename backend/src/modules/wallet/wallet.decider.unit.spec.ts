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
