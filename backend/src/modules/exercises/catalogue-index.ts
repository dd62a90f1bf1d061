import { EXERCISE_CATALOGUE } from './catalogue.js';
import { CatalogueIndex } from './exercise-matching.js';

/** The shipped catalogue, indexed once per process. */
export const catalogueIndex = new CatalogueIndex(EXERCISE_CATALOGUE);
