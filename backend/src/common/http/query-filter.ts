import { invalid, invalidField } from '../domain-error.js';
import type { ErrorCode, ErrorParams } from '../error-catalogue.js';

/** A 400 naming the filter key that was wrong. */
export const filterProblem = (code: ErrorCode, key: string, params?: ErrorParams) => invalid(code, [{ field: `filter.${key}`, problems: [code] }], params);

/**
 * The `?filter=` query parameter of the list routes (spec §7): one JSON object, or nothing. The
 * caller checks its keys; malformed JSON, a repeated parameter or anything but an object is a 400.
 */
export function parseFilterObject(raw: unknown): Record<string, unknown> {
  if (raw === undefined || raw === '') return {};
  if (typeof raw !== 'string') throw filterProblem('filter.not_once', 'filter');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw filterProblem('filter.invalid_json', 'filter');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw filterProblem('filter.not_object', 'filter');
  return parsed as Record<string, unknown>;
}

/** Query parameters other than the allowed ones are a 400 naming the first. */
export function refuseOtherParams(query: Record<string, unknown>, ...allowed: string[]): void {
  const unknown = Object.keys(query).find((key) => !allowed.includes(key));
  if (unknown === undefined) return;
  throw invalidField(unknown, 'request.unknown_param', { param: unknown, allowed: allowed.join(', ') });
}
