import { ALL_CATEGORIES, CATEGORY_FILTERS, type CategoryFilter } from './category-filter';

/** The dashboard's time windows (spec §9); 30d is the default. */
export const PERIODS = ['7d', '30d', '6m', '1y', 'all'] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = '30d';

const isPeriod = (value: string | null): value is Period => PERIODS.includes(value as Period);
const isCategory = (value: string | null): value is CategoryFilter => CATEGORY_FILTERS.includes(value as CategoryFilter);

/** Period and category as the address has them (?period=7d&category=Brust), the defaults (30d, Alle) when absent or unknown. */
export function dashboardFiltersFrom(params: URLSearchParams): { period: Period; category: CategoryFilter } {
  const period = params.get('period');
  const category = params.get('category');
  return { period: isPeriod(period) ? period : DEFAULT_PERIOD, category: isCategory(category) ? category : ALL_CATEGORIES };
}
