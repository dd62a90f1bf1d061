import { invalid } from '../domain-error.js';

/** A 400 naming the filter key that was wrong. */
export const filterProblem = (message: string, key: string) => invalid(message, [{ field: `filter.${key}`, problems: [message] }]);

/**
 * The `?filter=` query parameter of the list routes (spec §7): one JSON object, or nothing. The
 * caller checks its keys; malformed JSON, a repeated parameter or anything but an object is a 400.
 */
export function parseFilterObject(raw: unknown): Record<string, unknown> {
  if (raw === undefined || raw === '') return {};
  if (typeof raw !== 'string') throw filterProblem('Der Filter muss genau einmal als JSON angegeben werden.', 'filter');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw filterProblem('Der Filter ist kein gültiges JSON.', 'filter');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw filterProblem('Der Filter muss ein JSON-Objekt sein.', 'filter');
  return parsed as Record<string, unknown>;
}

/** Query parameters other than the allowed ones are a 400 naming the first. */
export function refuseOtherParams(query: Record<string, unknown>, ...allowed: string[]): void {
  const unknown = Object.keys(query).find((key) => !allowed.includes(key));
  if (unknown === undefined) return;
  const message = `Unbekannter Parameter "${unknown}". ${allowed.length === 1 ? `Erlaubt ist nur ${allowed[0]}` : `Erlaubt sind: ${allowed.join(', ')}`}.`;
  throw invalid(message, [{ field: unknown, problems: [message] }]);
}
