import { CircleCheckBig } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useTranslation } from '../messages';

/** Spec §9: the success dialog sends the user to the dashboard after 2 s. */
export const SUCCESS_REDIRECT_MS = 2000;

/** "Großartig!" / "Training erfolgreich getrackt", then on to the dashboard. */
export function SuccessDialog({ hantelnEarned }: { hantelnEarned?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const textId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    buttonRef.current?.focus();
    const timer = setTimeout(() => void navigate(paths.dashboard), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return createPortal(
    <div className="dialog-backdrop dialog-backdrop--center">
      <div className="dialog success-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId}>
        <div className="success-dialog__icon" aria-hidden="true">
          <CircleCheckBig size={44} strokeWidth={2.2} />
        </div>
        <h2 id={titleId} className="dialog__title">
          {t('addWorkout.successTitle')}
        </h2>
        <p id={textId} className="dialog__text">
          {t('addWorkout.successText')}
        </p>
        {hantelnEarned ? <p className="hanteln-earned">{t('workouts.hantelnEarned', { count: hantelnEarned })}</p> : null}
        <p className="success-dialog__redirect">{t('addWorkout.successRedirect')}</p>
        <button ref={buttonRef} type="button" className="button button--primary button--block" onClick={() => navigate(paths.dashboard)}>
          {t('addWorkout.toDashboard')}
        </button>
      </div>
    </div>,
    document.body,
  );
}
