import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PERIOD, dashboardFiltersFrom, type Period } from '../lib/filters';
import { ALL_CATEGORIES, type CategoryFilter } from '../lib/category-filter';

/**
 * Period and category live in the address (?period=7d&category=Brust), so a reload or the back
 * button keeps them; the defaults (30d, Alle) leave the address clean.
 */
export function useDashboardFilters() {
  const [params, setParams] = useSearchParams();
  const { period, category } = dashboardFiltersFrom(params);

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
