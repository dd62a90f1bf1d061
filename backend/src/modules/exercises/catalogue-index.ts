import { EXERCISE_CATALOGUE } from './catalogue.js';
import { CatalogueIndex } from './exercise-matching.js';

/** The shipped catalogue, indexed once per process. */
export const catalogueIndex = new CatalogueIndex(EXERCISE_CATALOGUE);

/** The catalogue id of a lifter's exercise name, or null when no entry is close enough. */
export const catalogueIdOf = (name: string): string | null => catalogueIndex.entryOf(name)?.id ?? null;
