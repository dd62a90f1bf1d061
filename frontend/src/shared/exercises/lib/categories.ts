import type { Category } from '@hantelwerk/api-types';

/** Spec §3, in the order the dashboard chips show them. */
export const CATEGORIES = ['Brust', 'Rücken', 'Arme', 'Schultern', 'Beine', 'Bauch', 'Ganzkörper', 'Ausdauer'] as const satisfies readonly Category[];
