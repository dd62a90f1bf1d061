import { subDays } from 'date-fns/subDays';
import { subMonths } from 'date-fns/subMonths';
import { subYears } from 'date-fns/subYears';
import { toIsoDate } from '../../../lib/dates';
import type { Period } from './filters';

/**
 * The first day a period covers (spec §9): 7d is today and the 6 days before, 30d reaches 29 days
 * back, 6m and 1y calendar months and years; `all` has no start.
 */
export function periodStart(period: Period, today: Date = new Date()): string | null {
  switch (period) {
    case '7d':
      return toIsoDate(subDays(today, 6));
    case '30d':
      return toIsoDate(subDays(today, 29));
    case '6m':
      return toIsoDate(subMonths(today, 6));
    case '1y':
      return toIsoDate(subYears(today, 1));
    case 'all':
      return null;
    default: {
      const unknown: never = period;
      throw new Error(`Unknown period ${String(unknown)}`);
    }
  }
}
