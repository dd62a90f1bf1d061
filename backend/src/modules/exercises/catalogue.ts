import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Category } from '../../common/exercise-categories.js';
import { isCategory } from '../../common/exercise-categories.js';
import { isRecord, isStringList, isText } from '../../common/json-shape.js';

/** What an exercise is done with; the app files variants of one lift apart by it. */
export const EQUIPMENT = ['barbell', 'dumbbell', 'cable', 'machine', 'smith_machine', 'kettlebell', 'bodyweight', 'band', 'cardio_machine', 'other'] as const;
export type Equipment = (typeof EQUIPMENT)[number];

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

/** One movement of the catalogue (data/exercise-catalogue.json). */
export interface CatalogueEntry {
  /** Stable id, kebab-case from the English name: what a lifter's exercise points at. */
  id: string;
  /** The usual German name, the one a new exercise starts with. */
  name: string;
  /** English name. */
  en: string;
  /** Other spellings: synonyms, plurals, machine names, short forms, English variants. */
  aliases: string[];
  categories: Category[];
  equipment: Equipment[];
  /** How it moves (the coach's technique advice is per pattern). */
  pattern: MovementPattern;
}

/** What is wrong with one entry, or null. */
function problemOf(entry: unknown): string | null {
  if (!isRecord(entry)) return 'is not an object';
  if (!isText(entry.id) || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(entry.id)) return 'needs an id in kebab-case';
  if (!isText(entry.name)) return 'has no name';
  if (!isText(entry.en)) return 'has no English name (en)';
  if (!isStringList(entry.aliases)) return 'needs aliases, a list of spellings (may be empty)';
  if (!Array.isArray(entry.categories) || entry.categories.length === 0 || !entry.categories.every(isCategory))
    return 'needs categories of the spec (Brust, Rücken, …)';
  if (!Array.isArray(entry.equipment) || entry.equipment.length === 0 || !entry.equipment.every((item) => (EQUIPMENT as readonly unknown[]).includes(item)))
    return `needs equipment out of ${EQUIPMENT.join(', ')}`;
  if (!(MOVEMENT_PATTERNS as readonly unknown[]).includes(entry.pattern)) return `has an unknown pattern ${JSON.stringify(entry.pattern)}`;
  return null;
}

/** The catalogue file's entries, or what is wrong with it (an entry's problem, an id or name twice). */
export function checkCatalogue(content: unknown): string | CatalogueEntry[] {
  if (!isRecord(content) || !Array.isArray(content.exercises)) return 'expected {"exercises": [...]}';
  const seen = new Set<string>();
  for (const [index, entry] of content.exercises.entries()) {
    const problem = problemOf(entry);
    if (problem) return `exercise ${index} (${isRecord(entry) ? String(entry.name) : '?'}) ${problem}`;
    const { id, name } = entry as CatalogueEntry;
    for (const key of [`id ${id}`, `name ${name}`]) {
      if (seen.has(key)) return `${key} is listed twice`;
      seen.add(key);
    }
  }
  return content.exercises as CatalogueEntry[];
}

/**
 * Read once when the module loads (the build copies the JSON beside the compiled file), so a broken
 * catalogue stops the start instead of the first search.
 */
function loadCatalogue(): readonly CatalogueEntry[] {
  const url = new URL('./data/exercise-catalogue.json', import.meta.url);
  const checked = checkCatalogue(JSON.parse(readFileSync(url, 'utf8')));
  if (typeof checked === 'string') throw new Error(`Exercise catalogue ${fileURLToPath(url)} is broken: ${checked}`);
  return checked;
}

export const EXERCISE_CATALOGUE: readonly CatalogueEntry[] = loadCatalogue();
