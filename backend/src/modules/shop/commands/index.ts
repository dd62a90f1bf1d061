import { PurchaseShopItemHandler } from './purchase-shop-item.command.js';

export { PurchaseShopItemCommand } from './purchase-shop-item.command.js';
export const shopCommandHandlers = [PurchaseShopItemHandler];
