import type { Decider } from '../../event-store/decider.js';
import { refuse } from '../../common/refuse.js';
import type { CreditReason, ItemEffect, WalletEvent, WalletState } from './wallet.events.js';
import { WELCOME_BONUS_HANTELN, evolveWallet, initialWalletState } from './wallet.events.js';

export interface KeyedCredit {
  key: string;
  reason: Exclude<CreditReason, 'welcome_bonus'>;
  amount: number;
}

/** An item as the shop offers it at the moment of purchase. */
export interface ItemOnSale {
  id: string;
  name: string;
  price: number;
  effect: ItemEffect;
  /** Bought at most once per account (a frame, a title); others stack (streak freezes). */
  once: boolean;
}

export type WalletCommand =
  | { type: 'GrantWelcomeBonus'; data: { userId: string; now: Date } }
  /** Credits each key that has never been credited; a key already credited is skipped, not an error. */
  | { type: 'EarnHanteln'; data: { userId: string; credits: readonly KeyedCredit[]; now: Date } }
  /**
   * Spends Hanteln on an item. Decided on the whole wallet stream and appended at the version it
   * was read at, so two purchases can never spend the same coins: the second one meets a newer
   * version and is decided again on the balance the first one left.
   */
  | { type: 'PurchaseShopItem'; data: { userId: string; purchaseId: string; item: ItemOnSale; now: Date } };

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
    case 'PurchaseShopItem':
      return decidePurchase(command.data, state);
    default: {
      const unknownCommand: never = command;
      return unknownCommand;
    }
  }
}

function decidePurchase({ userId, purchaseId, item, now }: Extract<WalletCommand, { type: 'PurchaseShopItem' }>['data'], state: WalletState): WalletEvent[] {
  const earlier = state.purchases.get(purchaseId);
  // The same purchase sent again (a retry, a double tap) is bought once; its id for another item is a mistake.
  if (earlier === item.id) return [];
  if (earlier !== undefined) throw refuse.conflict('shop.purchase_id_taken');
  if (item.once && [...state.purchases.values()].includes(item.id)) throw refuse.conflict('shop.already_owned');
  if (!Number.isInteger(item.price) || item.price < 0) throw refuse.invalid('shop.item_not_found');
  if (state.balance < item.price) throw refuse.insufficientFunds();
  return [
    {
      type: 'ShopItemPurchased',
      data: { userId, purchaseId, itemId: item.id, itemName: item.name, price: item.price, effect: item.effect, at: now.toISOString() },
    },
  ];
}

export const walletDecider: Decider<WalletState, WalletCommand, WalletEvent> = {
  initialState: initialWalletState,
  evolve: evolveWallet,
  decide: decideWallet,
};
