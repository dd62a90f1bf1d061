import { useDeleteWorkout } from '../api/delete-workout';
import { useUpdateWorkout } from '../api/update-workout';
import { type WorkoutEntry } from '../api/get-workouts';
import { useTranslation } from '../messages';
import { EditSheet, useSaveOrDelete } from './edit-sheet';
import { useWorkoutForm } from '../hooks/use-workout-form';
import { WorkoutFields } from './workout-fields';

interface EditEntryDialogProps {
  entry: WorkoutEntry;
  onClose: () => void;
}

/** "Training bearbeiten": the same four fields, save, delete (after asking), cancel. */
export function EditEntryDialog({ entry, onClose }: EditEntryDialogProps) {
  const { t } = useTranslation();
  const form = useWorkoutForm({
    weight: String(entry.max_weight),
    reps: String(entry.reps),
    date: entry.date,
    notes: entry.notes ?? '',
  });
  const update = useUpdateWorkout();
  const remove = useDeleteWorkout();
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
      <WorkoutFields values={form.values} errors={form.errors} onChange={form.onChange} disabled={edit.busy} withNotes />
    </EditSheet>
  );
}
