import { useState } from 'react';
import { useSignedInUser } from '../../../lib/session';
import { useDeleteSet, useEditSet } from '../api/change-set';
import { type WorkoutEntry } from '../../../shared/sets/api/get-workouts';
import { useTranslation } from '../messages';
import { EditSheet, useSaveOrDelete } from './edit-sheet';
import { useWorkoutForm } from '../hooks/use-workout-form';
import { WorkoutFields } from './workout-fields';
import { weightText } from '../../../shared/sets/lib/weights';
import { WarmupToggle } from '../../../shared/sets/components/set-kind';

interface EditEntryDialogProps {
  entry: WorkoutEntry;
  onClose: () => void;
}

/**
 * "Training bearbeiten": the same four fields and the warm-up toggle, save, delete (after asking),
 * cancel. Both go through the outbox: offline they wait there (the entry shows it) and are sent once
 * the connection is back.
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
  const [setType, setSetType] = useState(entry.set_type);
  // Off again gives back the type the set had (a failure or drop set stays one); a warm-up becomes a normal set.
  const unwarmed = entry.set_type === 'warmup' ? 'normal' : entry.set_type;

  function save() {
    const parsed = form.validate();
    if (parsed) edit.save({ id: entry.id, ...parsed, set_type: setType });
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
      <WorkoutFields
        values={form.values}
        errors={form.errors}
        onChange={form.onChange}
        disabled={edit.busy}
        withNotes
        steppers
        afterSet={<WarmupToggle on={setType === 'warmup'} onChange={(on) => setSetType(on ? 'warmup' : unwarmed)} disabled={edit.busy} />}
      />
    </EditSheet>
  );
}
