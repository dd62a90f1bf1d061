/** Checks for JSON read from a data file or another service's answer, before it is trusted as typed content. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every(isText);
}
