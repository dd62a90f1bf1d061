import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useBackToClose } from '../../lib/use-back-to-close';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside `container`: past the last control focus wraps to the first, and back. */
export function trapTab(event: KeyboardEvent<HTMLElement>, container: HTMLElement) {
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && (document.activeElement === first || document.activeElement === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

interface ModalProps {
  /** The dimmed layer behind the panel, and the panel itself. */
  backdropClassName: string;
  className: string;
  labelledBy: string;
  describedBy?: string;
  /** Escape and a press on the backdrop. */
  onDismiss: () => void;
  /** False while something is in progress: a press on the backdrop then does nothing (Escape and Back still close). */
  dismissible?: boolean;
  /** The element that gets the focus on opening; on closing it returns to where it was. */
  initialFocus: (dialog: HTMLDivElement) => HTMLElement | null | undefined;
  children: ReactNode;
}

/** A modal dialog over the page: focus moves in and stays inside, Escape, Back or the backdrop dismiss it. */
export function Modal({ backdropClassName, className, labelledBy, describedBy, onDismiss, dismissible = true, initialFocus, children }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  useBackToClose(onDismiss);

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    if (dialogRef.current) initialFocus(dialogRef.current)?.focus();
    return () => previouslyFocused?.focus();
    // Only on opening and closing: the focus must not jump while the dialog is in use.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDismiss();
      return;
    }
    if (event.key === 'Tab' && dialogRef.current) trapTab(event, dialogRef.current);
  }

  return createPortal(
    <div
      className={backdropClassName}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && dismissible) onDismiss();
      }}
    >
      <div
        ref={dialogRef}
        className={className}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        onKeyDown={handleKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
