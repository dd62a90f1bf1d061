/** Reading training-history exports (Strong, Hevy, Hantelwerk) into sets, and their exercise names into catalogue entries. */
export { catalogueEntryForImportedName } from './exercise-names.js';
export type { CatalogueLookup } from './exercise-names.js';
export { detectFormat } from './formats.js';
export { readImport } from './read-import.js';
export type { ImportReading, ReadImportOptions } from './read-import.js';
export { ImportFileError } from './types.js';
export type {
  DetectedFormat,
  ImportFileErrorCode,
  ImportFormat,
  ImportSkipCode,
  ImportedSet,
  ImportedTraining,
  SetType,
  SkippedRow,
  WeightUnit,
} from './types.js';
export { guessUnit } from './unit-guess.js';
