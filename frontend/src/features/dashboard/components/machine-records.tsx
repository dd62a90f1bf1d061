import { Trophy } from 'lucide-react';
import { formatKg } from '../../workouts';
import type { MachineRecords } from '../api/get-dashboard';
import { useTranslation } from '../messages';

/** The exercise's best weight, estimated one-rep max and best set volume, Strong-style. */
export function MachineRecordsRow({ records }: { records: MachineRecords | null }) {
  const { t } = useTranslation();
  if (!records) return null;
  const items = [
    { key: 'weight', label: t('dashboard.record.weight'), value: records.max_weight },
    { key: 'e1rm', label: t('dashboard.record.e1rm'), value: records.best_e1rm },
    { key: 'volume', label: t('dashboard.record.volume'), value: records.best_volume },
  ].filter((item): item is { key: string; label: string; value: number } => typeof item.value === 'number');
  if (items.length === 0) return null;
  return (
    <dl className="records" aria-label={t('dashboard.recordsLabel')}>
      {items.map((item) => (
        <div key={item.key} className="records__item">
          <dt>
            {item.key === 'weight' && <Trophy size={12} strokeWidth={2.6} aria-hidden="true" />}
            {item.label}
          </dt>
          <dd>{formatKg(Math.round(item.value * 10) / 10)}</dd>
        </div>
      ))}
    </dl>
  );
}
