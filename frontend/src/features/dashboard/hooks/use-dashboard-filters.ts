import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PERIOD, PERIODS, type Period } from '../lib/periods';
import { ALL_CATEGORIES, CATEGORY_FILTERS, type CategoryFilter } from '../lib/category-filter';

const isPeriod = (value: string | null): value is Period => PERIODS.includes(value as Period);
const isCategory = (value: string | null): value is CategoryFilter => CATEGORY_FILTERS.includes(value as CategoryFilter);

/**
 * Period and category live in the address (?period=7d&category=Brust), so a reload or the back
 * button keeps them; the defaults (30d, Alle) leave the address clean.
 */
export function useDashboardFilters() {
  const [params, setParams] = useSearchParams();
  const rawPeriod = params.get('period');
  const rawCategory = params.get('category');
  const period = isPeriod(rawPeriod) ? rawPeriod : DEFAULT_PERIOD;
  const category = isCategory(rawCategory) ? rawCategory : ALL_CATEGORIES;

  function update(key: 'period' | 'category', value: string, fallback: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return {
    period,
    category,
    setPeriod: (value: Period) => update('period', value, DEFAULT_PERIOD),
    setCategory: (value: CategoryFilter) => update('category', value, ALL_CATEGORIES),
  };
}
