/** What the exercise catalogue offers the other contexts: the entries and how a name finds its entry. */
export { EXERCISE_CATALOGUE, MOVEMENT_PATTERNS } from './catalogue.js';
export type { CatalogueEntry, MovementPattern } from './catalogue.js';
export { catalogueIdOf, catalogueIndex, movementOf } from './catalogue-index.js';
