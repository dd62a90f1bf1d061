import type { UseMutationResult } from '@tanstack/react-query';
import { CloudOff, Trash2 } from 'lucide-react';
import { useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from '../messages';
import { RequestErrorAlert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormSheet } from '../../../components/ui/form-sheet';

type Mutation<Variables> = UseMutationResult<unknown, Error, Variables, unknown>;

export interface SaveOrDelete<Changes> {
  /** Saving or deleting: the form is locked. */
  busy: boolean;
  saving: boolean;
  deleting: boolean;
  save: (changes: Changes) => void;
  /** Whether the delete confirmation is open. */
  confirming: boolean;
  setConfirming: (open: boolean) => void;
  confirmDelete: () => void;
  /** The last failed action; starting the other one clears it. */
  failure: { text: string; error: unknown } | null;
}

/**
 * Saving and deleting one record from an edit dialog: the delete runs only after the confirmation,
 * and the dialog closes once either has worked.
 */
export function useSaveOrDelete<Changes>({
  update,
  remove,
  id,
  onClose,
}: {
  update: Mutation<Changes>;
  remove: Mutation<string>;
  id: string;
  onClose: () => void;
}): SaveOrDelete<Changes> {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);

  function save(changes: Changes) {
    remove.reset();
    update.mutate(changes, { onSuccess: onClose });
  }

  function confirmDelete() {
    update.reset();
    remove.mutate(id, {
      onSuccess: () => {
        setConfirming(false);
        onClose();
      },
      onError: () => setConfirming(false),
    });
  }

  const failure = update.isError
    ? { text: t('workouts.updateError'), error: update.error }
    : remove.isError
      ? { text: t('workouts.deleteError'), error: remove.error }
      : null;

  return {
    busy: update.isPending || remove.isPending,
    saving: update.isPending,
    deleting: remove.isPending,
    save,
    confirming,
    setConfirming,
    confirmDelete,
    failure,
  };
}

interface EditSheetProps<Changes> {
  title: string;
  edit: SaveOrDelete<Changes>;
  onClose: () => void;
  onSubmit: () => void;
  /** The delete button's text, and the question the confirmation asks. */
  deleteLabel: string;
  deleteQuestion: string;
  /** The form's fields come first; the error and the delete button follow. */
  children: ReactNode;
  containerRef?: Ref<HTMLDivElement>;
  /** Why saving and deleting cannot be done now (offline, for what the outbox does not take); shown above the buttons. */
  unavailable?: string | null;
}

/** An edit dialog: the fields, save, cancel, and delete after asking. */
export function EditSheet<Changes>({
  title,
  edit,
  onClose,
  onSubmit,
  deleteLabel,
  deleteQuestion,
  children,
  containerRef,
  unavailable = null,
}: EditSheetProps<Changes>) {
  const { t } = useTranslation();
  return (
    <>
      <FormSheet title={title} onClose={onClose} onSubmit={onSubmit} busy={edit.busy} saving={edit.saving} submitDisabled={unavailable !== null}>
        <div ref={containerRef} className="form-stack">
          {children}
          {edit.failure && <RequestErrorAlert text={edit.failure.text} error={edit.failure.error} />}
          {unavailable && (
            <p className="edit-sheet__unavailable" role="status">
              <CloudOff size={16} aria-hidden="true" />
              {unavailable}
            </p>
          )}
          <button
            type="button"
            className="button button--danger-outline button--block"
            onClick={() => edit.setConfirming(true)}
            disabled={edit.busy || unavailable !== null}
          >
            <Trash2 size={18} aria-hidden="true" />
            {deleteLabel}
          </button>
        </div>
      </FormSheet>
      <ConfirmDialog
        open={edit.confirming}
        title={deleteQuestion}
        description={t('workouts.irreversible')}
        confirmLabel={t('workouts.delete')}
        cancelLabel={t('common.cancel')}
        busy={edit.deleting}
        busyLabel={t('workouts.deleting')}
        tone="danger"
        onConfirm={edit.confirmDelete}
        onCancel={() => edit.setConfirming(false)}
      />
    </>
  );
}
