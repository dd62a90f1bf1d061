import { X } from 'lucide-react';
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n';
import { trapTab } from './modal';
import { useBackToClose } from '../../lib/use-back-to-close';

interface FormSheetProps {
  title: string;
  /** A line under the title (the day an exercise is added to). */
  subtitle?: string;
  /** The submit button's words; "Speichern" when not given. */
  submitLabel?: string;
  submitDisabled?: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
  /** While saving or deleting the save button is disabled; closing and cancelling never are (the work goes on, or waits in the outbox). */
  busy?: boolean;
  /** The save button says "Speichert..." meanwhile. */
  saving?: boolean;
}

/**
 * A modal form: full screen on a phone, a centred panel on wider screens, with cancel and save
 * pinned to the bottom. Focus moves into it, stays inside and returns on close; Escape and Back
 * close it; the page behind does not scroll.
 */
export function FormSheet({ title, subtitle, submitLabel, submitDisabled = false, onClose, onSubmit, children, busy = false, saving = false }: FormSheetProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const sheetRef = useRef<HTMLDivElement>(null);
  // Read while rendering: a field with autoFocus takes the focus before effects run.
  const returnFocusRef = useRef(document.activeElement as HTMLElement | null);
  useBackToClose(onClose);

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
      onClose();
      return;
    }
    if (event.key === 'Tab') trapTab(event, sheetRef.current);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy && !submitDisabled) onSubmit();
  }

  return createPortal(
    <div className="form-sheet-backdrop">
      <div ref={sheetRef} className="form-sheet" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={handleKeyDown}>
        <form className="form-sheet__form" noValidate onSubmit={handleSubmit}>
          <header className="form-sheet__header">
            <div className="form-sheet__heading">
              <h2 id={titleId} className="form-sheet__title">
                {title}
              </h2>
              {subtitle && <p className="form-sheet__subtitle">{subtitle}</p>}
            </div>
            <button type="button" className="icon-button" onClick={onClose} aria-label={t('common.close')}>
              <X size={22} aria-hidden="true" />
            </button>
          </header>
          <div className="form-sheet__body">{children}</div>
          <footer className="form-sheet__footer">
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={busy || submitDisabled}>
              {saving ? t('common.saving') : (submitLabel ?? t('common.save'))}
            </button>
          </footer>
        </form>
      </div>
    </div>,
    document.body,
  );
}
