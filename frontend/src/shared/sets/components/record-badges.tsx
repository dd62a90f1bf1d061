import { Trophy } from 'lucide-react';
import type { PersonalRecord } from '../api/get-workouts';
import { t as translate, useTranslation } from '../messages';

const PR_LABELS = {
  weight: 'sets.pr.weight',
  e1rm: 'sets.pr.e1rm',
  volume: 'sets.pr.volume',
} as const satisfies Record<PersonalRecord, string>;

/** A record's name ("Gewichtsrekord"), for the badge and the logging screens' "Neuer Rekord". */
export const recordName = (record: PersonalRecord): string => translate(PR_LABELS[record]);

/** A "PR" badge on an entry that holds one or more of the exercise's records. */
export function PersonalRecordBadge({ records }: { records?: readonly PersonalRecord[] }) {
  const { t } = useTranslation();
  if (!records || records.length === 0) return null;
  const names = records.map(recordName).join(', ');
  return (
    <span className="pr-badge" title={names}>
      <Trophy size={12} strokeWidth={2.6} aria-hidden="true" />
      <span aria-hidden="true">{t('sets.pr')}</span>
      <span className="visually-hidden">{names}</span>
    </span>
  );
}
