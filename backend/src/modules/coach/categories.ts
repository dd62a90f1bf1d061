/** The eight exercise categories of the spec (section 3), in the order the dashboard shows them. */
export const CATEGORIES = ['Brust', 'Schultern', 'Rücken', 'Arme', 'Beine', 'Bauch', 'Ganzkörper', 'Ausdauer'] as const;

export type Category = (typeof CATEGORIES)[number];

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}
