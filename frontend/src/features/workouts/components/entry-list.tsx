import { Pencil } from 'lucide-react';
import { useSignedInUser } from '../../../lib/session';
import { useWorkoutPages, type WorkoutEntry, type WorkoutFilter } from '../../../shared/sets/api/get-workouts';
import { usePendingChanges } from '../../../shared/outbox/use-outbox';
import type { PendingChange } from '../../../shared/outbox/outbox-store';
import { useTranslation } from '../messages';
import { formatDate, formatShortDate, WEEKDAY_SHORT_DATE } from '../../../lib/dates';
import { formatSet } from '../../../shared/sets/lib/set-format';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { NoteText } from './note-text';
import { PendingBadge } from '../../../shared/outbox/pending-badge';
import { PersonalRecordBadge } from '../../../shared/sets/components/record-badges';
import { SetKindBadges } from '../../../shared/sets/components/set-kind';

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

interface ShownEntry {
  entry: WorkoutEntry;
  /** An edit or a deletion of it waits in the outbox. */
  waiting: PendingChange['kind'] | null;
}

/** The entries as the user left them: a waiting edit's values, a waiting deletion marked. */
export function withWaitingChanges(entries: readonly WorkoutEntry[], changes: readonly PendingChange[]): ShownEntry[] {
  const latest = new Map(changes.map((change) => [change.entryId, change]));
  return entries.map((entry) => {
    const change = latest.get(entry.id);
    if (!change) return { entry, waiting: null };
    return { entry: change.kind === 'edit' ? { ...entry, ...change.values } : entry, waiting: change.kind };
  });
}

export function EntryList({ id, machineName, machineId, from, onEdit }: EntryListProps) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const filter: WorkoutFilter = from ? { machine_id: machineId, date: { gte: from } } : { machine_id: machineId };
  const entries = useWorkoutPages(filter);
  const changes = usePendingChanges(user.id);

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
  const loaded = entries.data.pages.flat();
  if (loaded.length === 0) {
    return (
      <p id={id} className="entry-list entry-list--state muted">
        {t('workouts.entriesEmpty')}
      </p>
    );
  }

  return (
    <div id={id}>
      <ul className="entry-list" aria-label={t('workouts.entriesLabel', { name: machineName })}>
        {withWaitingChanges(newestFirst(loaded), changes).map(({ entry, waiting }) => (
          <li key={entry.id} className={`entry-row${waiting === 'delete' ? ' entry-row--deleting' : ''}`}>
            <div className="entry-row__main">
              <p className="entry-row__set">
                <span>{formatSet(entry.max_weight, entry.reps)}</span>
                <SetKindBadges setType={entry.set_type} rpe={entry.rpe} />
                {/* A record is the server's to say once the edit has arrived. */}
                {waiting === null && <PersonalRecordBadge records={entry.personal_records} />}
                {waiting === 'edit' && <PendingBadge />}
              </p>
              <p className="entry-row__date">
                <time dateTime={entry.date}>{formatDate(entry.date, WEEKDAY_SHORT_DATE)}</time>
              </p>
              {entry.notes && <NoteText text={entry.notes} />}
              {waiting === 'delete' && <PendingBadge text={t('workouts.pendingDelete')} />}
            </div>
            {waiting !== 'delete' && (
              <button
                type="button"
                className="icon-button icon-button--subtle"
                aria-label={t('workouts.editEntry', { date: formatShortDate(entry.date) })}
                onClick={() => onEdit(entry)}
              >
                <Pencil size={18} aria-hidden="true" />
              </button>
            )}
          </li>
        ))}
      </ul>
      {entries.hasNextPage && (
        <button
          type="button"
          className="button button--secondary button--small entry-list__more"
          disabled={entries.isFetchingNextPage}
          onClick={() => void entries.fetchNextPage()}
        >
          {entries.isFetchingNextPage ? <Spinner size="sm" /> : t('workouts.loadMore')}
        </button>
      )}
    </div>
  );
}
