// What the shop feature offers pages, the app and other features; everything else in it is internal.
export { ShopScreen } from './components/shop-screen';
export { useInventory } from './api/get-inventory';
export { ownedEffects } from './lib/owned-effects';
