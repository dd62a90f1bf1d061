import { PERIODS, type Period } from '../lib/filters';
import { useTranslation } from '../messages';
import { vibrate } from '../../../lib/vibrate';

const LABELS = {
  '7d': 'dashboard.period.7d',
  '30d': 'dashboard.period.30d',
  '6m': 'dashboard.period.6m',
  '1y': 'dashboard.period.1y',
  all: 'dashboard.period.all',
} as const satisfies Record<Period, string>;

/** 7D 30D 6M 1Y All, as a segmented control of toggle buttons. */
export function PeriodSelector({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  const { t } = useTranslation();
  return (
    <div className="segmented" role="group" aria-label={t('dashboard.period')}>
      {PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          className="segmented__option"
          aria-pressed={period === value}
          onClick={() => {
            vibrate();
            onChange(period);
          }}
        >
          {t(LABELS[period])}
        </button>
      ))}
    </div>
  );
}
