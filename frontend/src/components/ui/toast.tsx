import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';

export const TOAST_DURATION_MS = 2000;

interface ToastProps {
  message: string;
  onDone: () => void;
  /** A second line under the message (a title and its description). */
  description?: string;
  /** 'error' for a failure: an alert instead of a polite status. */
  tone?: 'success' | 'error';
  /** A button in the toast, such as "Rückgängig"; pressing it also ends the toast. */
  action?: { label: string; onClick: () => void };
  durationMs?: number;
}

/** A short note at the bottom of the screen, announced (politely, or at once for an error) and gone on its own. */
export function Toast({ message, onDone, description, tone = 'success', action, durationMs = TOAST_DURATION_MS }: ToastProps) {
  useEffect(() => {
    const timer = window.setTimeout(onDone, durationMs);
    return () => window.clearTimeout(timer);
  }, [message, onDone, durationMs]);

  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  const className = `toast${description ? ' toast--detailed' : ''}${tone === 'error' ? ' toast--error' : ''}${action ? ' toast--with-action' : ''}`;
  return createPortal(
    <div className={className} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon size={18} aria-hidden="true" />
      {description ? (
        <span className="toast__body">
          <strong>{message}</strong>
          <span>{description}</span>
        </span>
      ) : (
        <span>{message}</span>
      )}
      {action && (
        <button
          type="button"
          className="toast__action"
          onClick={() => {
            action.onClick();
            onDone();
          }}
        >
          {action.label}
        </button>
      )}
    </div>,
    document.body,
  );
}
