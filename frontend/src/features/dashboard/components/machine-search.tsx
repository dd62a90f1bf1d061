import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../messages';

/** Narrows the cards by name, for lifters with many exercises. */
export function MachineSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="machine-search">
      <label htmlFor={id} className="visually-hidden">
        {t('dashboard.search')}
      </label>
      <Search size={18} aria-hidden="true" className="machine-search__icon" />
      <input
        id={id}
        type="search"
        className="field__input machine-search__input"
        placeholder={t('dashboard.searchPlaceholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
    </div>
  );
}
