import { Trophy } from 'lucide-react';
import type { MachineRecords } from '../../api/dashboard';
import type { PersonalRecord } from '../../api/workouts';
import { t } from '../../i18n';
import { formatKg } from '../../lib/workout-format';

const PR_LABELS = {
  weight: 'workouts.pr.weight',
  e1rm: 'workouts.pr.e1rm',
  volume: 'workouts.pr.volume',
} as const satisfies Record<PersonalRecord, string>;

/** A "PR" badge on an entry that holds one or more of the exercise's records. */
export function PersonalRecordBadge({ records }: { records?: readonly PersonalRecord[] }) {
  if (!records || records.length === 0) return null;
  const names = records.map((record) => t(PR_LABELS[record])).join(', ');
  return (
    <span className="pr-badge" title={names}>
      <Trophy size={12} strokeWidth={2.6} aria-hidden="true" />
      <span aria-hidden="true">{t('workouts.pr')}</span>
      <span className="visually-hidden">{names}</span>
    </span>
  );
}

/** The exercise's best weight, estimated one-rep max and best set volume, Strong-style. */
export function MachineRecordsRow({ records }: { records: MachineRecords | null }) {
  if (!records) return null;
  const items = [
    { key: 'weight', label: t('workouts.record.weight'), value: records.max_weight },
    { key: 'e1rm', label: t('workouts.record.e1rm'), value: records.best_e1rm },
    { key: 'volume', label: t('workouts.record.volume'), value: records.best_volume },
  ].filter((item): item is { key: string; label: string; value: number } => typeof item.value === 'number');
  if (items.length === 0) return null;
  return (
    <dl className="records" aria-label={t('workouts.recordsLabel')}>
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
