import type { Machine } from '../../api/machines';
import { useCreateWorkout, type CreatedWorkoutEntry } from '../../api/workouts';
import { t } from '../../i18n';
import { serverMessage } from '../../lib/server-message';
import { emptyWorkoutForm } from '../../lib/workout-form';
import { Alert } from '../ui/alert';
import { FormSheet } from './form-sheet';
import { useWorkoutForm } from './use-workout-form';
import { WorkoutFields } from './workout-fields';

interface AddEntryDialogProps {
  machine: Pick<Machine, 'id' | 'name'>;
  onClose: () => void;
  onSaved: (entry: CreatedWorkoutEntry) => void;
}

/** The per-exercise full-screen dialog: max weight, reps, date, notes. */
export function AddEntryDialog({ machine, onClose, onSaved }: AddEntryDialogProps) {
  const form = useWorkoutForm(emptyWorkoutForm());
  const create = useCreateWorkout();
  const saving = create.isPending;

  function save() {
    const parsed = form.validate();
    if (!parsed) return;
    create.mutate({ machine_id: machine.id, ...parsed }, { onSuccess: onSaved });
  }

  return (
    <FormSheet
      title={t('workouts.addDialogTitle', { name: machine.name })}
      onClose={onClose}
      onSubmit={save}
      busy={saving}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={saving}>
            {t('workouts.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={saving}>
            {saving ? t('workouts.saving') : t('workouts.save')}
          </button>
        </>
      }
    >
      <div ref={form.containerRef} className="form-stack">
        <WorkoutFields
          values={form.values}
          errors={form.errors}
          onChange={form.onChange}
          disabled={saving}
          withNotes
          autoFocusWeight
        />
        {create.isError && (
          <Alert>
            <p>{t('workouts.saveError')}</p>
            {serverMessage(create.error) && <p className="alert__detail">{serverMessage(create.error)}</p>}
          </Alert>
        )}
      </div>
    </FormSheet>
  );
}
