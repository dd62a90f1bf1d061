import type { Category } from '../categories.js';
import { isCategory } from '../categories.js';
import { isRecord, isStringList } from '../../../common/json-shape.js';
import { loadDataFile } from '../data/data-file.js';

/** How an exercise moves; the offline coach explains technique per pattern. */
export const MOVEMENT_PATTERNS = [
  'horizontal_press',
  'dip',
  'fly',
  'vertical_press',
  'raise',
  'shrug',
  'horizontal_pull',
  'vertical_pull',
  'pullover',
  'squat',
  'leg_press',
  'hinge',
  'hip_thrust',
  'lunge',
  'leg_extension',
  'leg_curl',
  'hip_machine',
  'calf',
  'curl',
  'triceps',
  'forearm',
  'crunch',
  'plank',
  'leg_raise',
  'rotation',
  'back_extension',
  'olympic',
  'kettlebell',
  'carry',
  'conditioning',
  'plyometric',
  'cardio',
] as const;

export type MovementPattern = (typeof MOVEMENT_PATTERNS)[number];

export interface CatalogueExercise {
  /** German name, as the coach writes it. */
  name: string;
  /** English name. */
  en: string;
  categories: Category[];
  pattern: MovementPattern;
  /** Other spellings: synonyms, machine names, short forms, English variants. */
  aliases: string[];
}

/** What is wrong with one entry of the catalogue file, or null. */
function problemOf(entry: unknown): string | null {
  if (!isRecord(entry)) return 'is not an object';
  if (typeof entry.name !== 'string' || !entry.name.trim()) return 'has no name';
  if (typeof entry.en !== 'string' || !entry.en.trim()) return 'has no English name (en)';
  if (!Array.isArray(entry.categories) || entry.categories.length === 0 || !entry.categories.every(isCategory))
    return 'needs categories of the spec (Brust, Rücken, …)';
  if (!(MOVEMENT_PATTERNS as readonly unknown[]).includes(entry.pattern)) return `has an unknown pattern ${JSON.stringify(entry.pattern)}`;
  if (!isStringList(entry.aliases)) return 'needs aliases, a list of spellings (may be empty)';
  return null;
}

export function checkCatalogue(content: unknown): string | { ok: CatalogueExercise[] } {
  if (!isRecord(content) || !Array.isArray(content.exercises)) return 'expected {"exercises": [...]}';
  const names = new Set<string>();
  for (const [index, entry] of content.exercises.entries()) {
    const problem = problemOf(entry);
    const name = isRecord(entry) ? String(entry.name) : `#${index}`;
    if (problem) return `exercise ${index} (${name}) ${problem}`;
    if (names.has(name)) return `exercise ${name} is listed twice`;
    names.add(name);
  }
  return { ok: content.exercises as CatalogueExercise[] };
}

/**
 * Common gym exercises and the categories the app files them under: `data/exercise-catalogue.json`,
 * read and checked when the coach loads.
 */
export const EXERCISE_CATALOGUE: readonly CatalogueExercise[] = loadDataFile('exercise-catalogue.json', checkCatalogue);
