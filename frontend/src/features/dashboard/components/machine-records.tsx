import { Trophy } from 'lucide-react';
import { estimatedOneRepMax, formatKg } from '../../../shared/sets';
import type { MachineRecords, RecordSet } from '../api/get-dashboard';
import { recordSet, type RecordKind } from '../lib/record';
import { useTranslation } from '../messages';
import { DAY_MONTH, formatDate } from '../../../lib/dates';
import { formatNumber } from '../../../lib/numbers';

const LABELS = { weight: 'dashboard.record.weight', e1rm: 'dashboard.record.e1rm', volume: 'dashboard.record.volume' } as const satisfies Record<
  RecordKind,
  string
>;

/** A record's value from the set that set it (the answer carries the set only). */
const VALUES: Record<RecordKind, (set: RecordSet) => number> = {
  weight: (set) => set.max_weight,
  e1rm: (set) => estimatedOneRepMax(set.max_weight, set.reps),
  volume: (set) => set.max_weight * set.reps,
};

/** The exercise's best weight, estimated one-rep max and best set volume, Strong-style, each with the set and the day that set it. */
export function MachineRecordsRow({ records }: { records: MachineRecords | null }) {
  const { t } = useTranslation();
  if (!records) return null;
  return (
    <dl className="records" aria-label={t('dashboard.recordsLabel')}>
      {(Object.keys(LABELS) as RecordKind[]).map((kind) => {
        const set = recordSet(kind, records);
        return (
          <div key={kind} className="records__item">
            <dt>
              {kind === 'weight' && <Trophy size={12} strokeWidth={2.6} aria-hidden="true" />}
              {t(LABELS[kind])}
            </dt>
            <dd>{formatKg(Math.round(VALUES[kind](set) * 10) / 10)}</dd>
            <dd className="records__set">
              <span>
                {formatNumber(set.max_weight)} × {set.reps}
              </span>{' '}
              · <time dateTime={set.date}>{formatDate(set.date, DAY_MONTH)}</time>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
