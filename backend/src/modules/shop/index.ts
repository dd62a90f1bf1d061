/** What the shop context offers the other contexts; they import nothing else of it. */
export { SHOP_ERRORS } from './errors.js';
