import { Check, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { CATEGORIES, useDeleteMachine, useUpdateMachine, type Category, type Machine } from '../../api/machines';
import { t } from '../../i18n';
import { serverMessage } from '../../lib/server-message';
import { Alert } from '../ui/alert';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { categoryLabel } from './category-label';
import { FormSheet } from './form-sheet';
import { FieldError } from './workout-fields';

interface EditMachineDialogProps {
  machine: Machine;
  onClose: () => void;
}

/** "Übung bearbeiten": rename, pick categories, or delete the exercise with all its entries. */
export function EditMachineDialog({ machine, onClose }: EditMachineDialogProps) {
  const id = useId();
  const [name, setName] = useState(machine.name);
  const [categories, setCategories] = useState<Category[]>(machine.categories);
  const [nameError, setNameError] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateMachine();
  const remove = useDeleteMachine();
  const busy = update.isPending || remove.isPending;

  function toggle(category: Category) {
    setCategories((current) =>
      current.includes(category) ? current.filter((item) => item !== category) : [...current, category],
    );
  }

  function save() {
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(true);
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    remove.reset();
    // Kept in the spec's order, whatever order they were tapped in.
    const ordered = CATEGORIES.filter((category) => categories.includes(category));
    update.mutate({ id: machine.id, name: trimmed, categories: ordered }, { onSuccess: onClose });
  }

  function confirmDelete() {
    update.reset();
    remove.mutate(machine.id, {
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
        title={t('workouts.editMachineTitle')}
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
        <div className="form-stack">
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
              disabled={busy}
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
                  <button
                    key={category}
                    type="button"
                    className="chip"
                    aria-pressed={selected}
                    disabled={busy}
                    onClick={() => toggle(category)}
                  >
                    {selected && <Check size={14} strokeWidth={3} aria-hidden="true" />}
                    {categoryLabel(category)}
                  </button>
                );
              })}
            </div>
          </fieldset>

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
            {t('workouts.deleteMachine')}
          </button>
        </div>
      </FormSheet>
      <ConfirmDialog
        open={confirming}
        title={t('workouts.deleteMachineConfirm', { name: machine.name })}
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
