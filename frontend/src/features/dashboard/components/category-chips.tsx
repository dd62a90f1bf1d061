import { CATEGORY_FILTERS, type CategoryFilter } from '../lib/category-filter';
import { categoryLabel } from '../../../shared/exercises';
import { useTranslation } from '../messages';
import { vibrate } from '../../../lib/vibrate';

/** Alle, the eight categories, Ohne Kategorie: one horizontally scrolling row of chips. */
export function CategoryChips({ value, onChange }: { value: CategoryFilter; onChange: (category: CategoryFilter) => void }) {
  const { t } = useTranslation();
  return (
    <div className="chips chips--scroll" role="group" aria-label={t('dashboard.category')}>
      {CATEGORY_FILTERS.map((category) => (
        <button
          key={category}
          type="button"
          className="chip"
          aria-pressed={category === value}
          onClick={() => {
            vibrate();
            onChange(category);
          }}
        >
          {categoryLabel(category)}
        </button>
      ))}
    </div>
  );
}
