import { ApiProperty, ApiSchema, getSchemaPath } from '@nestjs/swagger';
import type { ItemEffect } from '../wallet/index.js';

@ApiSchema({ name: 'StreakFreezeEffect' })
export class StreakFreezeEffectDto {
  kind!: 'streak_freeze';
  weeks!: number;
}

@ApiSchema({ name: 'ProfileFrameEffect' })
export class ProfileFrameEffectDto {
  kind!: 'profile_frame';
  style!: 'gold';
}

@ApiSchema({ name: 'ProfileTitleEffect' })
export class ProfileTitleEffectDto {
  kind!: 'profile_title';
  title!: string;
}

/** The effect kinds of the shop's items, for `@ApiExtraModels` wherever an effect is answered. */
export const EFFECT_MODELS = [StreakFreezeEffectDto, ProfileFrameEffectDto, ProfileTitleEffectDto];

const ItemEffectProperty = () => ApiProperty({ oneOf: EFFECT_MODELS.map((model) => ({ $ref: getSchemaPath(model) })) });

@ApiSchema({ name: 'ShopItem' })
export class ShopItemDto {
  id!: string;
  name!: string;
  description!: string;
  price!: number;
  is_active!: boolean;
  @ItemEffectProperty() effect!: ItemEffect;
  /** Bought at most once per account; the inventory says whether it is owned. */
  once!: boolean;
}

@ApiSchema({ name: 'InventoryItem' })
export class InventoryItemDto {
  item_id!: string;
  name!: string;
  @ItemEffectProperty() effect!: ItemEffect;
  quantity!: number;
  /** ISO timestamps, oldest first. */
  purchased_at!: string[];
}

@ApiSchema({ name: 'Inventory' })
export class InventoryDto {
  items!: InventoryItemDto[];
  /** Streak freezes bought and not used up by a missed week yet. */
  streak_freezes_left!: number;
}

/** `purchaseShopItem` → `data`. */
@ApiSchema({ name: 'PurchaseResult' })
export class PurchaseResultDto {
  purchase_id!: string;
  item_id!: string;
  /** False when this purchase id had been bought before (a retry): nothing was spent again. */
  newly_bought!: boolean;
  /** The balance after the purchase. */
  hantel_currency!: number;
}
