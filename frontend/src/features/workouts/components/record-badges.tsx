import { Trophy } from 'lucide-react';
import type { PersonalRecord } from '../api/get-workouts';
import { useTranslation } from '../messages';

const PR_LABELS = {
  weight: 'workouts.pr.weight',
  e1rm: 'workouts.pr.e1rm',
  volume: 'workouts.pr.volume',
} as const satisfies Record<PersonalRecord, string>;

/** A "PR" badge on an entry that holds one or more of the exercise's records. */
export function PersonalRecordBadge({ records }: { records?: readonly PersonalRecord[] }) {
  const { t } = useTranslation();
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
