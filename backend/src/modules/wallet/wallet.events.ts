export const WELCOME_BONUS_HANTELN = 100;

/** Why Hanteln were credited: the welcome bonus, and earnings from training (see workouts/rules/earnings.ts). */
export type CreditReason = 'welcome_bonus' | 'training_day' | 'streak_week';

export interface HantelnCredited {
  type: 'HantelnCredited';
  /**
   * `key` names what the credit is for (`training_day:2026-11-23`); the wallet credits a key once
   * ever. Welcome bonuses recorded before keys existed carry none; their key is `welcome_bonus`.
   */
  data: { userId: string; amount: number; reason: CreditReason; at: string; key?: string };
}

/**
 * What a bought item does, recorded with the purchase so that a later change of the catalogue
 * never changes what was bought (docs/decisions/09-shop-profile-feedback-uploads-and-account-deletion.md, "The shop").
 */
export type ItemEffect = { kind: 'streak_freeze'; weeks: number } | { kind: 'profile_frame'; style: 'gold' } | { kind: 'profile_title'; title: string };

export interface ShopItemPurchased {
  type: 'ShopItemPurchased';
  /** `purchaseId` comes from the client, so a purchase sent twice is bought once. */
  data: { userId: string; purchaseId: string; itemId: string; itemName: string; price: number; effect: ItemEffect; at: string };
}

export type WalletEvent = HantelnCredited | ShopItemPurchased;

export const WALLET_EVENT_TYPES: readonly WalletEvent['type'][] = ['HantelnCredited', 'ShopItemPurchased'];

export const walletStream = (userId: string) => `wallet-${userId}`;

export const WELCOME_BONUS_KEY = 'welcome_bonus';

/** The key a credit is remembered by, also for events written before credits had keys. */
export function creditKey(data: HantelnCredited['data']): string | null {
  return data.key ?? (data.reason === 'welcome_bonus' ? WELCOME_BONUS_KEY : null);
}

export interface WalletState {
  balance: number;
  welcomeBonusGranted: boolean;
  /** Keys credited so far. A command may be decided on just the keys it asks about. */
  creditedKeys: ReadonlySet<string>;
  /** Each purchase's item, by purchase id. */
  purchases: ReadonlyMap<string, string>;
}

export const initialWalletState = (): WalletState => ({ balance: 0, welcomeBonusGranted: false, creditedKeys: new Set(), purchases: new Map() });

export function evolveWallet(state: WalletState, event: WalletEvent): WalletState {
  switch (event.type) {
    case 'HantelnCredited': {
      const key = creditKey(event.data);
      return {
        ...state,
        balance: state.balance + event.data.amount,
        welcomeBonusGranted: state.welcomeBonusGranted || event.data.reason === 'welcome_bonus',
        creditedKeys: key ? new Set([...state.creditedKeys, key]) : state.creditedKeys,
      };
    }
    case 'ShopItemPurchased':
      return { ...state, balance: state.balance - event.data.price, purchases: new Map([...state.purchases, [event.data.purchaseId, event.data.itemId]]) };
    default: {
      const unknownEvent: never = event;
      return unknownEvent;
    }
  }
}
