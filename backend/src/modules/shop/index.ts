/** What the shop context offers the other contexts; they import nothing else of it. */
export { PurchaseShopItemParams } from './purchase-shop-item.function.js';
export { PurchaseResultDto } from './shop-response.dto.js';
export { SHOP_ERRORS } from './errors.js';
