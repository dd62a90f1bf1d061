import { refuse } from '../../../common/refuse.js';

import { CATEGORIES, isCategory } from '../../../common/exercise-categories.js';
import type { Category } from '../../../common/exercise-categories.js';

export { CATEGORIES, isCategory };
export type { Category };

export const MAX_MACHINE_NAME = 100;

/** Trimmed, inner runs of whitespace collapsed, not empty, at most 100 characters. */
export function normaliseMachineName(raw: unknown): string {
  const name = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : '';
  if (name === '') throw refuse.field('name', 'machine.name_required');
  if (name.length > MAX_MACHINE_NAME) throw refuse.field('name', 'machine.name_too_long');
  return name;
}

/**
 * Only the eight known categories, deduplicated, in the spec's order. A user's unknown category is
 * an error; an AI's is dropped (spec §5: only the eight accepted, duplicates removed).
 */
export function normaliseCategories(raw: readonly unknown[], options: { lenient?: boolean } = {}): Category[] {
  const unknown = raw.filter((value) => !isCategory(value));
  if (unknown.length > 0 && !options.lenient) {
    throw refuse.field('categories', 'machine.unknown_category');
  }
  return CATEGORIES.filter((category) => raw.includes(category));
}

export function sameCategories(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}
