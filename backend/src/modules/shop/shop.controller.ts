import { Controller, Get, Header, Inject, UseGuards } from '@nestjs/common';
import { ApiExtraModels } from '@nestjs/swagger';
import { Meta } from '../../common/http/request-meta.js';
import type { RequestMeta } from '../../common/http/request-meta.js';
import { CurrentUser, SignedInGuard } from '../../common/http/signed-in.guard.js';
import type { SignedInUser } from '../../common/http/signed-in.guard.js';
import { StreakReader } from '../workouts/index.js';
import { InventoryReader } from './inventory.reader.js';
import { SHOP_CATALOGUE } from './shop-catalogue.js';
import { EFFECT_MODELS, InventoryDto, ShopItemDto } from './shop-response.dto.js';
import { toInventoryItem, toShopItem } from './shop.response.js';

/** The shop's items and the signed-in user's inventory (docs/api.md, "Shop"). */
@Controller()
@UseGuards(SignedInGuard)
@ApiExtraModels(...EFFECT_MODELS)
export class ShopController {
  constructor(
    @Inject(InventoryReader) private readonly inventory: InventoryReader,
    @Inject(StreakReader) private readonly streaks: StreakReader,
  ) {}

  /** Active items only (spec §7: ShopItem filtered by is_active), cheapest first. */
  @Get('shop-items')
  @Header('Cache-Control', 'private, max-age=60')
  items(): ShopItemDto[] {
    return SHOP_CATALOGUE.filter((item) => item.is_active)
      .map(toShopItem)
      .sort((a, b) => a.price - b.price);
  }

  @Get('inventory')
  async ownInventory(@CurrentUser() user: SignedInUser, @Meta() meta: RequestMeta): Promise<InventoryDto> {
    const [rows, freezesLeft] = await Promise.all([this.inventory.list(user.id), this.streaks.freezesLeft(user.id, meta.now)]);
    return { items: rows.map(toInventoryItem), streak_freezes_left: freezesLeft };
  }
}
