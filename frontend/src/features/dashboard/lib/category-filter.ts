import { CATEGORIES, type Category } from '../../../shared/exercises';

/** The dashboard filter: everything, one category, or exercises without any. */
export const ALL_CATEGORIES = 'Alle';
export const UNCATEGORISED = 'Ohne Kategorie';
export type CategoryFilter = typeof ALL_CATEGORIES | Category | typeof UNCATEGORISED;
export const CATEGORY_FILTERS: readonly CategoryFilter[] = [ALL_CATEGORIES, ...CATEGORIES, UNCATEGORISED];
