/** Spec §3, in the spec's order; stored categories are always deduplicated and in this order. */
export const CATEGORIES = ['Brust', 'Schultern', 'Rücken', 'Arme', 'Beine', 'Bauch', 'Ganzkörper', 'Ausdauer'] as const;
export type Category = (typeof CATEGORIES)[number];

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}
