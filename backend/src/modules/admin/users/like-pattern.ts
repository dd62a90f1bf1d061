/** A search as a LIKE pattern matching it anywhere: its own `%`, `_` and `\` match only themselves. */
export const containsPattern = (search: string): string => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
