import { useSignedInUser } from '../../auth';
import { useDeleteSet, useEditSet } from '../api/change-set';
import { type WorkoutEntry } from '../api/get-workouts';
import { useTranslation } from '../messages';
import { EditSheet, useSaveOrDelete } from './edit-sheet';
import { useWorkoutForm } from '../hooks/use-workout-form';
import { WorkoutFields } from './workout-fields';
import { weightText } from '../lib/workout-form';

interface EditEntryDialogProps {
  entry: WorkoutEntry;
  onClose: () => void;
}

/**
 * "Training bearbeiten": the same four fields, save, delete (after asking), cancel. Both go through
 * the outbox: offline they wait there (the entry shows it) and are sent once the connection is back.
 */
export function EditEntryDialog({ entry, onClose }: EditEntryDialogProps) {
  const { t } = useTranslation();
  const form = useWorkoutForm({
    weight: weightText(entry.max_weight),
    reps: String(entry.reps),
    date: entry.date,
    notes: entry.notes ?? '',
  });
  const user = useSignedInUser();
  const update = useEditSet(user.id);
  const remove = useDeleteSet(user.id);
  const edit = useSaveOrDelete({ update, remove, id: entry.id, onClose });

  function save() {
    const parsed = form.validate();
    if (parsed) edit.save({ id: entry.id, ...parsed });
  }

  return (
    <EditSheet
      title={t('workouts.editEntryTitle')}
      edit={edit}
      onClose={onClose}
      onSubmit={save}
      deleteLabel={t('workouts.deleteEntry')}
      deleteQuestion={t('workouts.deleteEntryConfirm')}
      containerRef={form.containerRef}
    >
      <WorkoutFields values={form.values} errors={form.errors} onChange={form.onChange} disabled={edit.busy} withNotes steppers />
    </EditSheet>
  );
}
