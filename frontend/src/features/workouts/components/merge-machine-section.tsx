import { Merge } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert, RequestErrorAlert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useMachines, type Machine } from '../../../shared/exercises/api/get-machines';
import { useWorkouts } from '../../../shared/sets/api/get-workouts';
import { useMergeMachine } from '../api/merge-machine';
import type { ExistingExercise } from '../api/update-machine';
import { mergeCandidates, mergeDirection, type Staying } from '../lib/merge-direction';
import { useTranslation } from '../messages';

interface MergeMachineSectionProps {
  /** The exercise being edited. */
  machine: Machine;
  disabled: boolean;
  onMerged: () => void;
  /**
   * The exercise a rename ran into: the section opens with it picked, and it stays, so the open
   * exercise goes into it (the rename's wish, with both histories kept).
   */
  taken?: ExistingExercise;
}

/**
 * "Mit einer anderen Übung zusammenführen": pick the other exercise, choose which of the two stays
 * (this one by default, or the other: the merge can start from either side), see how many sets move,
 * confirm; they move to the one that stays and the other is removed.
 */
export function MergeMachineSection({ machine, disabled, onMerged, taken }: MergeMachineSectionProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(taken !== undefined);
  const [otherId, setOtherId] = useState(taken?.id ?? '');
  const [staying, setStaying] = useState<Staying>(taken ? 'other' : 'this');
  const [confirming, setConfirming] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const machines = useMachines();
  const candidates = mergeCandidates(machine, machines.data ?? []);
  const other = candidates.find((candidate) => candidate.id === otherId);
  const direction = other && mergeDirection(machine, other, staying);
  const sets = useWorkouts({ machine_id: direction?.moving.id ?? '' }, { enabled: direction !== undefined });
  const setCount = direction && sets.data ? sets.data.length : null;
  const merge = useMergeMachine();

  // The offer after a refused rename is below the fields: brought into view with its explanation.
  useEffect(() => {
    if (taken) sectionRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [taken]);

  if (!open) {
    return (
      <button type="button" className="button button--secondary button--block" disabled={disabled} onClick={() => setOpen(true)}>
        <Merge size={18} aria-hidden="true" />
        {t('workouts.merge.open')}
      </button>
    );
  }

  const setsText = setCount === null ? '' : setCount === 1 ? t('workouts.merge.oneSet') : t('workouts.merge.sets', { count: setCount });
  const names = direction && { other: direction.moving.name, sets: setsText, name: direction.staying.name };
  return (
    <section ref={sectionRef} className="field merge-machine" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="field__label">
        {t('workouts.merge.open')}
      </h3>
      {taken && <Alert>{t('workouts.merge.taken', { name: taken.name })}</Alert>}
      <label className="field__label" htmlFor={`${id}-other`}>
        {t('workouts.merge.other')}
      </label>
      <select
        id={`${id}-other`}
        className="field__input"
        value={otherId}
        disabled={disabled || merge.isPending}
        onChange={(event) => setOtherId(event.target.value)}
      >
        <option value="">{t('workouts.merge.choose')}</option>
        {candidates.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name}
          </option>
        ))}
      </select>
      {other && (
        <fieldset className="merge-machine__staying">
          <legend className="field__label">{t('workouts.merge.staying')}</legend>
          {(['this', 'other'] as const).map((choice) => (
            <label key={choice} className="merge-machine__choice">
              <input
                type="radio"
                name={`${id}-staying`}
                value={choice}
                checked={staying === choice}
                disabled={disabled || merge.isPending}
                onChange={() => setStaying(choice)}
              />
              <span>{choice === 'this' ? machine.name : other.name}</span>
            </label>
          ))}
        </fieldset>
      )}
      {names && setCount !== null && (
        <p className="merge-machine__summary" role="status">
          {t('workouts.merge.summary', names)}
        </p>
      )}
      {merge.isError && <RequestErrorAlert text={t('workouts.merge.error')} error={merge.error} />}
      <button
        type="button"
        className="button button--primary button--block"
        disabled={!direction || setCount === null || disabled || merge.isPending}
        onClick={() => setConfirming(true)}
      >
        {t('workouts.merge.submit')}
      </button>
      <ConfirmDialog
        open={confirming && direction !== undefined}
        title={t('workouts.merge.confirmTitle')}
        description={names ? t('workouts.merge.confirm', names) : ''}
        confirmLabel={t('workouts.merge.confirmButton')}
        cancelLabel={t('common.cancel')}
        busy={merge.isPending}
        busyLabel={t('workouts.merge.busy')}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          direction &&
          merge.mutate(
            { id: direction.moving.id, into: direction.staying.id },
            {
              onSuccess: () => {
                setConfirming(false);
                onMerged();
              },
              onError: () => setConfirming(false),
            },
          )
        }
      />
    </section>
  );
}
