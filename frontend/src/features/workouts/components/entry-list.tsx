import { Pencil } from 'lucide-react';
import { useWorkouts, type WorkoutEntry, type WorkoutFilter } from '../api/get-workouts';
import { useTranslation } from '../messages';
import { formatGermanDate, formatShortGermanDate } from '../../../lib/dates';
import { formatSet } from '../lib/set-format';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { NoteText } from './note-text';
import { PersonalRecordBadge } from './record-badges';

/** Newest first: by date, then by when it was logged. */
export function newestFirst(entries: readonly WorkoutEntry[]): WorkoutEntry[] {
  return [...entries].sort((a, b) => b.date.localeCompare(a.date) || b.created_at.localeCompare(a.created_at));
}

interface EntryListProps {
  id: string;
  machineName: string;
  /** Entries of one exercise, from the period's first day on (none: all). */
  machineId: string;
  from: string | null;
  onEdit: (entry: WorkoutEntry) => void;
}

export function EntryList({ id, machineName, machineId, from, onEdit }: EntryListProps) {
  const { t } = useTranslation();
  const filter: WorkoutFilter = from ? { machine_id: machineId, date: { gte: from } } : { machine_id: machineId };
  const entries = useWorkouts(filter);

  if (entries.isPending) {
    return (
      <div id={id} className="entry-list entry-list--state">
        <Spinner size="sm" />
      </div>
    );
  }
  if (entries.isError) {
    return (
      <div id={id} className="entry-list">
        <Alert>
          <p>{t('workouts.entriesError')}</p>
          <button type="button" className="button button--secondary button--small" onClick={() => void entries.refetch()}>
            {t('common.retry')}
          </button>
        </Alert>
      </div>
    );
  }
  if (entries.data.length === 0) {
    return (
      <p id={id} className="entry-list entry-list--state muted">
        {t('workouts.entriesEmpty')}
      </p>
    );
  }

  return (
    <ul id={id} className="entry-list" aria-label={t('workouts.entriesLabel', { name: machineName })}>
      {newestFirst(entries.data).map((entry) => (
        <li key={entry.id} className="entry-row">
          <div className="entry-row__main">
            <p className="entry-row__set">
              <span>{formatSet(entry.max_weight, entry.reps)}</span>
              <PersonalRecordBadge records={entry.personal_records} />
            </p>
            <p className="entry-row__date">
              <time dateTime={entry.date}>{formatGermanDate(entry.date, 'EEE, d. MMM yyyy')}</time>
            </p>
            {entry.notes && <NoteText text={entry.notes} />}
          </div>
          <button
            type="button"
            className="icon-button icon-button--subtle"
            aria-label={t('workouts.editEntry', { date: formatShortGermanDate(entry.date) })}
            onClick={() => onEdit(entry)}
          >
            <Pencil size={18} aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
