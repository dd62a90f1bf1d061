import { Module } from '@nestjs/common';
import { UsersModule } from '../users/index.js';
import { shopCommandHandlers } from './commands/index.js';
import { InventoryReader } from './inventory.reader.js';
import { PurchaseShopItemFunction } from './purchase-shop-item.function.js';
import { ShopController } from './shop.controller.js';

@Module({
  imports: [UsersModule],
  controllers: [ShopController],
  providers: [InventoryReader, PurchaseShopItemFunction, ...shopCommandHandlers],
})
export class ShopModule {}
