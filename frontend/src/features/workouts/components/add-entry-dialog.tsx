import { useState } from 'react';
import { useSignedInUser } from '../../../lib/session';
import type { Machine } from '../../../shared/exercises/api/get-machines';
import { useLogSet, type LogSetResult } from '../api/log-set';
import { useExerciseName } from '../../../shared/exercises/api/get-exercise-names';
import { useTranslation } from '../messages';
import { prefilledWorkoutForm } from '../lib/workout-form';
import { SaveSetError } from './save-set-error';
import { FormSheet } from '../../../components/ui/form-sheet';
import { useWorkoutForm } from '../hooks/use-workout-form';
import { WorkoutFields } from './workout-fields';
import { useHeavySetConfirm } from './heavy-set-confirm';
import { WarmupToggle } from '../../../shared/sets/components/set-kind';

interface AddEntryDialogProps {
  machine: Pick<Machine, 'id' | 'name'>;
  /** Filled in as real values, with −/+ beside them: most sets repeat or nudge the last one. */
  lastSet?: { max_weight: number; reps: number } | null;
  /** The exercise's heaviest weight so far, to ask about a slip of the comma. */
  heaviest?: number | null;
  onClose: () => void;
  onSaved: (result: LogSetResult) => void;
}

/**
 * The per-exercise full-screen dialog: max weight, reps, a warm-up in one tap, date, notes. Close and cancel always
 * work: a set being sent stays in the outbox and arrives later.
 */
export function AddEntryDialog({ machine, lastSet, heaviest, onClose, onSaved }: AddEntryDialogProps) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const form = useWorkoutForm(prefilledWorkoutForm(lastSet));
  const log = useLogSet();
  const heavy = useHeavySetConfirm(heaviest);
  const [warmup, setWarmup] = useState(false);
  const saving = log.isPending;
  const name = useExerciseName()(machine.name);

  function save() {
    const parsed = form.validate();
    if (!parsed) return;
    heavy.guard(parsed, (set) => log.mutate({ userId: user.id, exercise: machine, ...set, set_type: warmup ? 'warmup' : 'normal' }, { onSuccess: onSaved }));
  }

  return (
    <FormSheet title={t('workouts.addDialogTitle', { name })} onClose={onClose} onSubmit={save} busy={saving} saving={saving}>
      <div ref={form.containerRef} className="form-stack">
        <WorkoutFields
          values={form.values}
          errors={form.errors}
          onChange={form.onChange}
          disabled={saving}
          withNotes
          steppers
          afterSet={<WarmupToggle on={warmup} onChange={setWarmup} disabled={saving} />}
        />
        {log.isError && <SaveSetError error={log.error} />}
      </div>
      {heavy.dialog}
    </FormSheet>
  );
}
