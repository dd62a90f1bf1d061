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
  durationMs?: number;
}

/** A short note at the bottom of the screen, announced (politely, or at once for an error) and gone on its own. */
export function Toast({ message, onDone, description, tone = 'success', durationMs = TOAST_DURATION_MS }: ToastProps) {
  useEffect(() => {
    const timer = window.setTimeout(onDone, durationMs);
    return () => window.clearTimeout(timer);
  }, [message, onDone, durationMs]);

  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return createPortal(
    <div className={`toast${description ? ' toast--detailed' : ''}${tone === 'error' ? ' toast--error' : ''}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon size={18} aria-hidden="true" />
      {description ? (
        <span className="toast__body">
          <strong>{message}</strong>
          <span>{description}</span>
        </span>
      ) : (
        message
      )}
    </div>,
    document.body,
  );
}
