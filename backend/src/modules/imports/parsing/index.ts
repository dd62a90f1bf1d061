/** Reading training-history exports (Strong, Hevy, Hantelwerk) into sets, and their exercise names into catalogue entries. */
export { catalogueEntryForImportedName } from './exercise-names.js';
export type { CatalogueLookup } from './exercise-names.js';
export { readImport } from './read-import.js';
export type { ReadImportOptions } from './read-import.js';
export { ImportFileError } from './types.js';
export type { DetectedFormat, ImportFormat, ImportedSet, ImportedTraining, SetType, SkippedRow, WeightUnit } from './types.js';
export { guessUnit } from './unit-guess.js';
