import type { Decider } from '../../event-store/decider.js';
import type { CreditReason, WalletEvent, WalletState } from './wallet.events.js';
import { WELCOME_BONUS_HANTELN, evolveWallet, initialWalletState } from './wallet.events.js';

export interface KeyedCredit {
  key: string;
  reason: Exclude<CreditReason, 'welcome_bonus'>;
  amount: number;
}

export type WalletCommand =
  | { type: 'GrantWelcomeBonus'; data: { userId: string; now: Date } }
  /** Credits each key that has never been credited; a key already credited is skipped, not an error. */
  | { type: 'EarnHanteln'; data: { userId: string; credits: readonly KeyedCredit[]; now: Date } };

export function decideWallet(command: WalletCommand, state: WalletState): WalletEvent[] {
  switch (command.type) {
    case 'GrantWelcomeBonus':
      // Once per account, however often registration is retried.
      if (state.welcomeBonusGranted) return [];
      return [
        {
          type: 'HantelnCredited',
          data: { userId: command.data.userId, amount: WELCOME_BONUS_HANTELN, reason: 'welcome_bonus', at: command.data.now.toISOString() },
        },
      ];
    case 'EarnHanteln': {
      const seen = new Set(state.creditedKeys);
      const events: WalletEvent[] = [];
      for (const credit of command.data.credits) {
        if (seen.has(credit.key) || !Number.isInteger(credit.amount) || credit.amount <= 0) continue;
        seen.add(credit.key);
        events.push({
          type: 'HantelnCredited',
          data: { userId: command.data.userId, amount: credit.amount, reason: credit.reason, at: command.data.now.toISOString(), key: credit.key },
        });
      }
      return events;
    }
    default: {
      const unknownCommand: never = command;
      return unknownCommand;
    }
  }
}

export const walletDecider: Decider<WalletState, WalletCommand, WalletEvent> = {
  initialState: initialWalletState,
  evolve: evolveWallet,
  decide: decideWallet,
};
