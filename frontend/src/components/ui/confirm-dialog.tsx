import { useId, useRef } from 'react';
import { Modal } from './modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  busyLabel?: string;
  tone?: 'danger' | 'default';
}

/** A modal confirmation: focus starts on the safe choice, stays inside, Escape cancels. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!props.open) return null;
  return <OpenDialog {...props} />;
}

function OpenDialog({ title, description, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false, busyLabel, tone = 'default' }: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Modal
      backdropClassName="dialog-backdrop"
      className="dialog"
      labelledBy={titleId}
      describedBy={descriptionId}
      onDismiss={onCancel}
      dismissible={!busy}
      initialFocus={() => cancelRef.current}
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <p id={descriptionId} className="dialog__text">
        {description}
      </p>
      <div className="dialog__actions">
        {/* Never locked: cancelling leaves the work running and only closes the question. */}
        <button ref={cancelRef} type="button" className="button button--secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className={`button ${tone === 'danger' ? 'button--danger' : 'button--primary'}`} onClick={onConfirm} disabled={busy}>
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
