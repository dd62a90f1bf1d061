import type { RecordedEvent } from '../../../event-store/event.js';
import type { ShopItemPurchased } from '../wallet.events.js';
import type { EventReadModel } from '../../../projections/read-model.js';
import type { InventoryRow } from './inventory.entity.js';
import { InventoryEntity } from './inventory.entity.js';

/** The inventory: one row per user and item they bought, fed by the purchases on their wallet stream. */
export const inventoryReadModel: EventReadModel<InventoryRow> = {
  name: 'inventory',
  entity: InventoryEntity,
  key: ['user_id', 'item_id'],
  version: 1,
  byUser: true,
  eventTypes: ['ShopItemPurchased'],
  keysOf: (event) => {
    const { data } = event as ShopItemPurchased & RecordedEvent;
    return [{ user_id: data.userId, item_id: data.itemId }];
  },
  evolve(row, recorded) {
    const { data } = recorded as ShopItemPurchased & RecordedEvent;
    if (row && row.wallet_version >= recorded.streamVersion) return row;
    return {
      user_id: data.userId,
      item_id: data.itemId,
      item_name: data.itemName,
      effect: data.effect,
      quantity: (row?.quantity ?? 0) + 1,
      purchased_at: [...(row?.purchased_at ?? []), data.at],
      wallet_version: recorded.streamVersion,
    };
  },
};
