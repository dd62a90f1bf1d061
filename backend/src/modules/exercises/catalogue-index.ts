import { EXERCISE_CATALOGUE } from './catalogue.js';
import { CatalogueIndex } from './exercise-matching.js';

/** The shipped catalogue, indexed once per process. */
export const catalogueIndex = new CatalogueIndex(EXERCISE_CATALOGUE);

/** The catalogue id of a lifter's exercise name, or null when no entry is close enough. */
export const catalogueIdOf = (name: string): string | null => catalogueIndex.entryOf(name)?.id ?? null;

/** The catalogue id of which a name is one of the spellings (no typos), or null: what makes two names one movement. */
export const movementOf = (name: string): string | null => catalogueIndex.entryBySpelling(name)?.id ?? null;
