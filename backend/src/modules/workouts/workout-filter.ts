import { filterProblem as refuse, parseFilterObject } from '../../common/http/query-filter.js';
import { isCalendarDate } from './rules/calendar.js';
import { isUuid } from '../../common/uuid.js';

/** What `GET /api/workouts?filter=` may ask for, already checked. */
export interface WorkoutFilter {
  machineId?: string;
  createdBy?: string;
  dateFrom?: string;
  dateTo?: string;
}

export const FILTER_KEYS = ['machine_id', 'created_by', 'date'] as const;
/**
 * Parses the `filter` query parameter: a JSON object with only `machine_id` (an id),
 * `created_by` (an address) and `date` (`yyyy-MM-dd`, or `{gte, lte}` with one or both).
 * Anything else — malformed JSON, other keys, wrong types — is a 400.
 */
export function parseWorkoutFilter(raw: unknown): WorkoutFilter {
  const filter: WorkoutFilter = {};
  for (const [key, value] of Object.entries(parseFilterObject(raw))) {
    switch (key) {
      case 'machine_id':
        if (typeof value !== 'string' || !isUuid(value)) throw refuse('set.filter_machine_id', key);
        filter.machineId = value;
        break;
      case 'created_by':
        // No control characters: an address has none, and Postgres cannot even compare against U+0000.
        // eslint-disable-next-line no-control-regex
        if (typeof value !== 'string' || value.length === 0 || value.length > 320 || /[\u0000-\u001f]/.test(value)) {
          throw refuse('set.filter_created_by', key);
        }
        filter.createdBy = value;
        break;
      case 'date':
        Object.assign(filter, parseDate(value));
        break;
      default:
        throw refuse('filter.unknown_key', key, { key, allowed: FILTER_KEYS.join(', ') });
    }
  }
  return filter;
}

function parseDate(value: unknown): Pick<WorkoutFilter, 'dateFrom' | 'dateTo'> {
  const message = 'set.filter_date';
  if (isCalendarDate(value)) return { dateFrom: value, dateTo: value };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw refuse(message, 'date');
  const range: Pick<WorkoutFilter, 'dateFrom' | 'dateTo'> = {};
  const entries = Object.entries(value);
  if (entries.length === 0) throw refuse(message, 'date');
  for (const [key, bound] of entries) {
    if ((key !== 'gte' && key !== 'lte') || !isCalendarDate(bound)) throw refuse(message, `date.${key}`);
    if (key === 'gte') range.dateFrom = bound;
    else range.dateTo = bound;
  }
  return range;
}
