/** What the exercise catalogue offers the other contexts: the entries and how a name finds its entry. */
export type { CatalogueEntry } from './catalogue.js';
export { catalogueIdOf, catalogueIndex } from './catalogue-index.js';
