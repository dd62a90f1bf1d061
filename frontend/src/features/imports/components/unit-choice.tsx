import type { WeightUnit } from '../api/preview-import';
import { useTranslation } from '../messages';

const UNITS: readonly WeightUnit[] = ['kg', 'lb'];

/** For a file that names no unit: kg or lb, as a segmented control (the dashboard's period control). */
export function UnitChoice({ value, onChange }: { value: WeightUnit; onChange: (unit: WeightUnit) => void }) {
  const { t } = useTranslation();
  return (
    <div className="import-unit">
      <p id="import-unit-label">{t('imports.unit')}</p>
      <div className="segmented import-unit__choice" role="group" aria-labelledby="import-unit-label">
        {UNITS.map((unit) => (
          <button key={unit} type="button" className="segmented__option" aria-pressed={unit === value} onClick={() => unit !== value && onChange(unit)}>
            {unit}
          </button>
        ))}
      </div>
    </div>
  );
}
