import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useDeleteWorkout, useUpdateWorkout, type WorkoutEntry } from '../../api/workouts';
import { t } from '../../i18n';
import { serverMessage } from '../../lib/server-message';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Alert } from '../ui/alert';
import { FormSheet } from './form-sheet';
import { useWorkoutForm } from './use-workout-form';
import { WorkoutFields } from './workout-fields';

interface EditEntryDialogProps {
  entry: WorkoutEntry;
  onClose: () => void;
}

/** "Training bearbeiten": the same four fields, save, delete (after asking), cancel. */
export function EditEntryDialog({ entry, onClose }: EditEntryDialogProps) {
  const form = useWorkoutForm({
    weight: String(entry.max_weight),
    reps: String(entry.reps),
    date: entry.date,
    notes: entry.notes ?? '',
  });
  const update = useUpdateWorkout();
  const remove = useDeleteWorkout();
  const [confirming, setConfirming] = useState(false);
  const busy = update.isPending || remove.isPending;

  function save() {
    const parsed = form.validate();
    if (!parsed) return;
    remove.reset();
    update.mutate({ id: entry.id, ...parsed }, { onSuccess: onClose });
  }

  function confirmDelete() {
    update.reset();
    remove.mutate(entry.id, {
      onSuccess: () => {
        setConfirming(false);
        onClose();
      },
      onError: () => setConfirming(false),
    });
  }

  const failure = update.isError
    ? { text: t('workouts.updateError'), detail: serverMessage(update.error) }
    : remove.isError
      ? { text: t('workouts.deleteError'), detail: serverMessage(remove.error) }
      : null;

  return (
    <>
      <FormSheet
        title={t('workouts.editEntryTitle')}
        onClose={onClose}
        onSubmit={save}
        busy={busy}
        footer={
          <>
            <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
              {t('workouts.cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={busy}>
              {update.isPending ? t('workouts.saving') : t('workouts.save')}
            </button>
          </>
        }
      >
        <div ref={form.containerRef} className="form-stack">
          <WorkoutFields values={form.values} errors={form.errors} onChange={form.onChange} disabled={busy} withNotes />
          {failure && (
            <Alert>
              <p>{failure.text}</p>
              {failure.detail && <p className="alert__detail">{failure.detail}</p>}
            </Alert>
          )}
          <button
            type="button"
            className="button button--danger-outline button--block"
            onClick={() => setConfirming(true)}
            disabled={busy}
          >
            <Trash2 size={18} aria-hidden="true" />
            {t('workouts.deleteEntry')}
          </button>
        </div>
      </FormSheet>
      <ConfirmDialog
        open={confirming}
        title={t('workouts.deleteEntryConfirm')}
        description={t('workouts.irreversible')}
        confirmLabel={t('workouts.delete')}
        cancelLabel={t('workouts.cancel')}
        busy={remove.isPending}
        busyLabel={t('workouts.deleting')}
        tone="danger"
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
