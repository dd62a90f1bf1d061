/** The shop and the inventory (docs/api.md, "Shop"). */

export type ItemEffect = { kind: 'streak_freeze'; weeks: number } | { kind: 'profile_frame'; style: 'gold' } | { kind: 'profile_title'; title: string };

export interface ShopItem {
  id: string;
  name: string;
  description: string;
  price: number;
  is_active: boolean;
  effect: ItemEffect;
  /** Bought at most once per account; the inventory says whether it is owned. */
  once: boolean;
}

export interface InventoryItem {
  item_id: string;
  name: string;
  effect: ItemEffect;
  quantity: number;
  /** ISO timestamps, oldest first. */
  purchased_at: string[];
}

export interface Inventory {
  items: InventoryItem[];
  /** Streak freezes bought and not used up by a missed week yet. */
  streak_freezes_left: number;
}

/** `purchaseShopItem` → `data`. */
export interface PurchaseResult {
  purchase_id: string;
  item_id: string;
  /** False when this purchase id had been bought before (a retry): nothing was spent again. */
  newly_bought: boolean;
  /** The balance after the purchase. */
  hantel_currency: number;
}
