import { Module } from '@nestjs/common';
import { UsersModule } from '../users/index.js';
import { shopCommandHandlers } from './commands/index.js';
import { InventoryReadModel } from './inventory.read-model.js';
import { PurchaseShopItemFunction } from './purchase-shop-item.function.js';
import { ShopController } from './shop.controller.js';

@Module({
  imports: [UsersModule],
  controllers: [ShopController],
  providers: [InventoryReadModel, PurchaseShopItemFunction, ...shopCommandHandlers],
})
export class ShopModule {}
