import { invalidField as refuse } from '../../common/domain-error.js';
import { isUuid } from '../../common/uuid.js';

/** A page of `GET /api/workouts`: how many entries, and after which one (newest first). */
export interface WorkoutPage {
  limit?: number;
  /** The id of the last entry of the page before: the page starts with the entry logged just before it in the list's order. */
  before?: string;
}

export const MAX_PAGE_SIZE = 500;

/**
 * Parses `limit` (a whole number from 1 to 500) and `before` (an entry's id); both optional, and
 * without `limit` the answer is every entry as before paging existed. Anything else is a 400.
 */
export function parseWorkoutPage(query: { limit?: unknown; before?: unknown }): WorkoutPage {
  const page: WorkoutPage = {};
  if (query.limit !== undefined) {
    const limit = typeof query.limit === 'string' && /^\d{1,4}$/.test(query.limit) ? Number(query.limit) : NaN;
    if (!(limit >= 1 && limit <= MAX_PAGE_SIZE)) throw refuse('limit', 'set.page_limit', { max: MAX_PAGE_SIZE });
    page.limit = limit;
  }
  if (query.before !== undefined) {
    if (typeof query.before !== 'string' || !isUuid(query.before)) throw refuse('before', 'set.page_before');
    page.before = query.before.toLowerCase();
  }
  return page;
}
