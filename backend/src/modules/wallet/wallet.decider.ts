import type { Decider } from '../../event-store/decider.js';
import type { WalletEvent, WalletState } from './wallet.events.js';
import { WELCOME_BONUS_HANTELN, evolveWallet, initialWalletState } from './wallet.events.js';

export type WalletCommand = { type: 'GrantWelcomeBonus'; data: { userId: string; now: Date } };

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
    default: {
      const unknownCommand: never = command.type;
      return unknownCommand;
    }
  }
}

export const walletDecider: Decider<WalletState, WalletCommand, WalletEvent> = {
  initialState: initialWalletState,
  evolve: evolveWallet,
  decide: decideWallet,
};
