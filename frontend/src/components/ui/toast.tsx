import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n';
import { InDock, useInDock } from './dock';

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

/**
 * A short note in the dock above the navigation (ui/dock.tsx), announced (politely, or at once for
 * an error), gone on its own after `durationMs` or when closed. Beyond the spec's toast store
 * (which keeps a toast for 1,000,000 ms): a note that stays covers what the lifter taps next.
 */
export function Toast({ message, onDone, description, tone = 'success', action, durationMs = TOAST_DURATION_MS }: ToastProps) {
  const { t } = useTranslation();
  const docked = useInDock();
  // The timer runs once per message: a parent that renders every second (a running clock) with a new
  // `onDone` must not restart it, or the toast never leaves.
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  useEffect(() => {
    const timer = window.setTimeout(() => done.current(), durationMs);
    return () => window.clearTimeout(timer);
  }, [message, durationMs]);

  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  const className = [
    'toast',
    docked ? 'toast--docked' : 'toast--floating',
    description && 'toast--detailed',
    tone === 'error' && 'toast--error',
    action && 'toast--with-action',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <InDock fallback="body">
      <div className={className} role={tone === 'error' ? 'alert' : 'status'}>
        <Icon size={18} aria-hidden="true" />
        {description ? (
          <span className="toast__body">
            <strong>{message}</strong>
            <span>{description}</span>
          </span>
        ) : (
          <span className="toast__message">{message}</span>
        )}
        {action && (
          <button
            type="button"
            className="toast__action"
            onClick={() => {
              action.onClick();
              done.current();
            }}
          >
            {action.label}
          </button>
        )}
        <button type="button" className="toast__close" aria-label={t('toast.dismiss')} onClick={() => done.current()}>
          <X size={16} aria-hidden="true" />
        </button>
      </div>
    </InDock>
  );
}
