/** The wallet context's read models (entities and evolves, no Nest): the app registers them, other contexts query their tables. */
export { currencyLedgerReadModel } from './currency-ledger.projection.js';
export { InventoryEntity } from './inventory.entity.js';
export type { InventoryRow } from './inventory.entity.js';
export { inventoryReadModel } from './inventory.projection.js';
