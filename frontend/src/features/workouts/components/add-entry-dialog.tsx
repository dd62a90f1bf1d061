import type { Machine } from '../api/get-machines';
import { useCreateWorkout } from '../api/create-workout';
import { type CreatedWorkoutEntry } from '../api/get-workouts';
import { useTranslation } from '../messages';
import { emptyWorkoutForm } from '../lib/workout-form';
import { RequestErrorAlert } from '../../../components/ui/alert';
import { FormSheet } from './form-sheet';
import { useWorkoutForm } from '../hooks/use-workout-form';
import { WorkoutFields } from './workout-fields';

interface AddEntryDialogProps {
  machine: Pick<Machine, 'id' | 'name'>;
  onClose: () => void;
  onSaved: (entry: CreatedWorkoutEntry) => void;
}

/** The per-exercise full-screen dialog: max weight, reps, date, notes. */
export function AddEntryDialog({ machine, onClose, onSaved }: AddEntryDialogProps) {
  const { t } = useTranslation();
  const form = useWorkoutForm(emptyWorkoutForm());
  const create = useCreateWorkout();
  const saving = create.isPending;

  function save() {
    const parsed = form.validate();
    if (!parsed) return;
    create.mutate({ machine_id: machine.id, ...parsed }, { onSuccess: onSaved });
  }

  return (
    <FormSheet title={t('workouts.addDialogTitle', { name: machine.name })} onClose={onClose} onSubmit={save} busy={saving} saving={saving}>
      <div ref={form.containerRef} className="form-stack">
        <WorkoutFields values={form.values} errors={form.errors} onChange={form.onChange} disabled={saving} withNotes autoFocusWeight />
        {create.isError && <RequestErrorAlert text={t('workouts.saveError')} error={create.error} />}
      </div>
    </FormSheet>
  );
}
