import { EntitySchema } from 'typeorm';
import type { ItemEffect } from '../wallet.events.js';

/** What a user owns of one shop item: how many, bought when, and what it does. */
export interface InventoryRow {
  user_id: string;
  item_id: string;
  /** The item's name when last bought (the catalogue may rename it later). */
  item_name: string;
  effect: ItemEffect;
  quantity: number;
  /** When each one was bought (ISO timestamps, oldest first): the streak rule uses a freeze only after it was bought. */
  purchased_at: string[];
  /** The wallet stream version last applied. */
  wallet_version: number;
}

export const InventoryEntity = new EntitySchema<InventoryRow>({
  name: 'Inventory',
  tableName: 'inventory',
  columns: {
    user_id: { type: 'uuid', primary: true },
    item_id: { type: 'text', primary: true },
    item_name: { type: 'text' },
    effect: { type: 'jsonb' },
    quantity: { type: 'integer' },
    purchased_at: { type: 'jsonb' },
    wallet_version: { type: 'integer' },
  },
  checks: [{ name: 'inventory_quantity_check', expression: 'quantity > 0' }],
});
