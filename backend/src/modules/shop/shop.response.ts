import type { InventoryRow } from '../wallet/read-models/index.js';
import type { CatalogueItem } from './shop-catalogue.js';
import type { InventoryItemDto, ShopItemDto } from './shop-response.dto.js';

export function toShopItem(item: CatalogueItem): ShopItemDto {
  return { id: item.id, name: item.name, description: item.description, price: item.price, is_active: item.is_active, effect: item.effect, once: item.once };
}

export function toInventoryItem(row: InventoryRow): InventoryItemDto {
  return { item_id: row.item_id, name: row.item_name, effect: row.effect, quantity: row.quantity, purchased_at: row.purchased_at };
}
