export const WELCOME_BONUS_HANTELN = 100;

export type CreditReason = 'welcome_bonus';

export type WalletEvent = {
  type: 'HantelnCredited';
  data: { userId: string; amount: number; reason: CreditReason; at: string };
};

export const WALLET_EVENT_TYPES: readonly WalletEvent['type'][] = ['HantelnCredited'];

export const walletStream = (userId: string) => `wallet-${userId}`;

export interface WalletState {
  balance: number;
  welcomeBonusGranted: boolean;
}

export const initialWalletState = (): WalletState => ({ balance: 0, welcomeBonusGranted: false });

export function evolveWallet(state: WalletState, event: WalletEvent): WalletState {
  switch (event.type) {
    case 'HantelnCredited':
      return {
        balance: state.balance + event.data.amount,
        welcomeBonusGranted: state.welcomeBonusGranted || event.data.reason === 'welcome_bonus',
      };
    default: {
      const unknownEvent: never = event.type;
      return unknownEvent;
    }
  }
}
