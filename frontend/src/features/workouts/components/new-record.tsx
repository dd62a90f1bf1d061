import { Trophy } from 'lucide-react';
import type { PersonalRecord } from '../../../shared/sets/api/get-workouts';
import { recordName } from '../../../shared/sets/components/record-badges';
import { useTranslation } from '../messages';

/** "Neuer Rekord: Gewichtsrekord, e1RM-Rekord" for a set that holds records; nothing otherwise. */
export function NewRecord({ records }: { records: readonly PersonalRecord[] }) {
  const { t } = useTranslation();
  if (records.length === 0) return null;
  return (
    <p className="new-record">
      <Trophy size={16} strokeWidth={2.6} aria-hidden="true" />
      {t('workouts.newRecord', { records: records.map(recordName).join(', ') })}
    </p>
  );
}
