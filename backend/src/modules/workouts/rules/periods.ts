import { addDays, subtractMonths } from './calendar.js';

/** The dashboard's time windows (spec §9); 30d is the default. */
export const PERIODS = ['7d', '30d', '6m', '1y', 'all'] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = '30d';

/**
 * First day inside a period, `today` being the Berlin date: 7d is today and the 6 days before,
 * 30d reaches 29 days back, 6m six calendar months, 1y one year; `all` has no start (null).
 */
export function periodStart(period: Period, today: string): string | null {
  switch (period) {
    case '7d':
      return addDays(today, -6);
    case '30d':
      return addDays(today, -29);
    case '6m':
      return subtractMonths(today, 6);
    case '1y':
      return subtractMonths(today, 12);
    case 'all':
      return null;
    default: {
      const unknownPeriod: never = period;
      return unknownPeriod;
    }
  }
}
