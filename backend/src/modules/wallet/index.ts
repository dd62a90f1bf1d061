/** What the wallet context offers the other contexts; they import nothing else of it. */
export { walletDecider } from './wallet.decider.js';
export type { ItemOnSale } from './wallet.decider.js';
export { walletStream } from './wallet.events.js';
export type { HantelnCredited, ItemEffect, WalletEvent } from './wallet.events.js';
export { CreditedKeyCache, creditedKeysPart } from './credited-keys.js';
export { WALLET_EVENT_TYPES } from './wallet.events.js';
