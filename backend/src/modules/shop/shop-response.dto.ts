import { ApiProperty, ApiSchema, getSchemaPath } from '@nestjs/swagger';
import type { ItemEffect } from '../wallet/index.js';

@ApiSchema({ name: 'StreakFreezeEffect' })
class StreakFreezeEffectDto {
  @ApiProperty({ enum: ['streak_freeze'] }) kind!: 'streak_freeze';
  @ApiProperty() weeks!: number;
}

@ApiSchema({ name: 'ProfileFrameEffect' })
class ProfileFrameEffectDto {
  @ApiProperty({ enum: ['profile_frame'] }) kind!: 'profile_frame';
  @ApiProperty({ enum: ['gold'] }) style!: 'gold';
}

@ApiSchema({ name: 'ProfileTitleEffect' })
class ProfileTitleEffectDto {
  @ApiProperty({ enum: ['profile_title'] }) kind!: 'profile_title';
  @ApiProperty() title!: string;
}

/** The effect kinds of the shop's items, for `@ApiExtraModels` wherever an effect is answered. */
export const EFFECT_MODELS = [StreakFreezeEffectDto, ProfileFrameEffectDto, ProfileTitleEffectDto];

const ItemEffectProperty = () => ApiProperty({ oneOf: EFFECT_MODELS.map((model) => ({ $ref: getSchemaPath(model) })) });

@ApiSchema({ name: 'ShopItem' })
export class ShopItemDto {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty() price!: number;
  @ApiProperty() is_active!: boolean;
  @ItemEffectProperty() effect!: ItemEffect;
  @ApiProperty({ description: 'Bought at most once per account; the inventory says whether it is owned.' }) once!: boolean;
}

@ApiSchema({ name: 'InventoryItem' })
export class InventoryItemDto {
  @ApiProperty() item_id!: string;
  @ApiProperty() name!: string;
  @ItemEffectProperty() effect!: ItemEffect;
  @ApiProperty() quantity!: number;
  @ApiProperty({ type: [String], description: 'ISO timestamps, oldest first.' }) purchased_at!: string[];
}

@ApiSchema({ name: 'Inventory' })
export class InventoryDto {
  @ApiProperty({ type: [InventoryItemDto] }) items!: InventoryItemDto[];
  @ApiProperty({ description: 'Streak freezes bought and not used up by a missed week yet.' }) streak_freezes_left!: number;
}

/** `purchaseShopItem` → `data`. */
@ApiSchema({ name: 'PurchaseResult' })
export class PurchaseResultDto {
  @ApiProperty() purchase_id!: string;
  @ApiProperty() item_id!: string;
  @ApiProperty({ description: 'False when this purchase id had been bought before (a retry): nothing was spent again.' }) newly_bought!: boolean;
  @ApiProperty({ description: 'The balance after the purchase.' }) hantel_currency!: number;
}
