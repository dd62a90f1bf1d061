import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { CATEGORIES } from '../../../shared/exercises/lib/categories';
import { useDeleteMachine } from '../api/delete-machine';
import { existingExerciseOf, useUpdateMachine } from '../api/update-machine';
import { type Category, type Machine } from '../../../shared/exercises/api/get-machines';
import { useOnline } from '../../../shared/outbox/use-outbox';
import { useTranslation } from '../messages';
import { categoryLabel } from '../../../shared/exercises/lib/category-label';
import { EditSheet, useSaveOrDelete } from './edit-sheet';
import { MergeMachineSection } from './merge-machine-section';
import { FieldError } from '../../../components/ui/field-error';

interface EditMachineDialogProps {
  machine: Machine;
  onClose: () => void;
}

/**
 * "Übung bearbeiten": rename, pick categories, merge with another, or delete the exercise with all
 * its entries. Unlike sets these are not queued offline (a deletion takes every set with it):
 * offline the dialog says so and waits for the connection. A rename into a name the lifter already
 * has (or another spelling of its movement) offers the merge into that exercise instead of an error.
 */
export function EditMachineDialog({ machine, onClose }: EditMachineDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(machine.name);
  const [categories, setCategories] = useState<Category[]>(machine.categories);
  const [nameError, setNameError] = useState(false);
  const update = useUpdateMachine();
  const remove = useDeleteMachine();
  const edit = useSaveOrDelete({ update, remove, id: machine.id, onClose });
  const online = useOnline();
  const taken = existingExerciseOf(update.error);

  function toggle(category: Category) {
    setCategories((current) => (current.includes(category) ? current.filter((item) => item !== category) : [...current, category]));
  }

  function save() {
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(true);
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    // Kept in the spec's order, whatever order they were tapped in.
    const ordered = CATEGORIES.filter((category) => categories.includes(category));
    edit.save({ id: machine.id, name: trimmed, categories: ordered });
  }

  return (
    <EditSheet
      title={t('workouts.editMachineTitle')}
      edit={taken ? { ...edit, failure: null } : edit}
      onClose={onClose}
      onSubmit={save}
      deleteLabel={t('workouts.deleteMachine')}
      deleteQuestion={t('workouts.deleteMachineConfirm', { name: machine.name })}
      unavailable={online || edit.busy ? null : t('workouts.machineOffline')}
    >
      <div className="field">
        <label className="field__label" htmlFor={`${id}-name`}>
          {t('workouts.machineName')}
        </label>
        <input
          id={`${id}-name`}
          className="field__input"
          type="text"
          autoComplete="off"
          maxLength={100}
          value={name}
          disabled={edit.busy}
          aria-invalid={nameError || undefined}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(false);
          }}
        />
        <FieldError id={`${id}-name-error`} message={nameError ? t('workouts.error.nameRequired') : undefined} />
      </div>

      <fieldset className="field chip-fieldset">
        <legend className="field__label">{t('workouts.categories')}</legend>
        <div className="chips chips--wrap">
          {CATEGORIES.map((category) => {
            const selected = categories.includes(category);
            return (
              <button key={category} type="button" className="chip" aria-pressed={selected} disabled={edit.busy} onClick={() => toggle(category)}>
                {selected && <Check size={14} strokeWidth={3} aria-hidden="true" />}
                {categoryLabel(category)}
              </button>
            );
          })}
        </div>
      </fieldset>

      {/* Keyed by the exercise a rename ran into, so that each such refusal opens the merge afresh. */}
      <MergeMachineSection key={taken?.id} machine={machine} taken={taken ?? undefined} disabled={edit.busy || !online} onMerged={onClose} />
    </EditSheet>
  );
}
