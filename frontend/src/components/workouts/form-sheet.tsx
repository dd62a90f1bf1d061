import { X } from 'lucide-react';
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../../i18n';

interface FormSheetProps {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  /** The action buttons, pinned to the bottom. */
  footer: ReactNode;
  children: ReactNode;
  /** While saving or deleting, Escape and the close button do nothing. */
  busy?: boolean;
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal form: full screen on a phone, a centred panel on wider screens. Focus moves into it,
 * stays inside and returns on close; Escape closes; the page behind does not scroll.
 */
export function FormSheet({ title, onClose, onSubmit, footer, children, busy = false }: FormSheetProps) {
  const titleId = useId();
  const sheetRef = useRef<HTMLDivElement>(null);
  // Read while rendering: a field with autoFocus takes the focus before effects run.
  const returnFocusRef = useRef(document.activeElement as HTMLElement | null);

  useEffect(() => {
    const previouslyFocused = returnFocusRef.current;
    if (!sheetRef.current?.contains(document.activeElement)) sheetRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previouslyFocused?.focus?.();
    };
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // A confirmation opened from the sheet is portalled elsewhere but bubbles through React here.
    if (!sheetRef.current?.contains(event.target as Node)) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = Array.from(sheetRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === sheetRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onSubmit();
  }

  return createPortal(
    <div className="form-sheet-backdrop">
      <div
        ref={sheetRef}
        className="form-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <form className="form-sheet__form" noValidate onSubmit={handleSubmit}>
          <header className="form-sheet__header">
            <h2 id={titleId} className="form-sheet__title">
              {title}
            </h2>
            <button
              type="button"
              className="icon-button"
              onClick={onClose}
              disabled={busy}
              aria-label={t('workouts.close')}
            >
              <X size={22} aria-hidden="true" />
            </button>
          </header>
          <div className="form-sheet__body">{children}</div>
          <footer className="form-sheet__footer">{footer}</footer>
        </form>
      </div>
    </div>,
    document.body,
  );
}
