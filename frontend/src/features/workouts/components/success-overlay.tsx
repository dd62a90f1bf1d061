import { PartyPopper } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../messages';
import { celebrate } from '../../../lib/celebrate';
import type { PersonalRecord } from '../../../shared/sets/api/get-workouts';
import { NewRecord } from './new-record';

/** Spec §9: the overlay closes after 500 ms; the confetti keeps falling for its 3 s. */
export const SUCCESS_OVERLAY_MS = 500;

interface SuccessOverlayProps {
  hantelnEarned?: number;
  /** The records the new set holds: a record is celebrated by name. */
  records?: readonly PersonalRecord[];
  onDone: () => void;
}

/** "Super! / Training erfolgreich getrackt" (the spec's "Great / Workout successfully tracked" in English) with confetti, a celebration icon and a buzz. */
export function SuccessOverlay({ hantelnEarned, records = [], onDone }: SuccessOverlayProps) {
  const { t } = useTranslation();
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  // StrictMode runs effects twice in development; one burst of confetti is enough.
  const celebrated = useRef(false);

  useEffect(() => {
    if (!celebrated.current) {
      celebrated.current = true;
      celebrate();
    }
    const timer = setTimeout(() => onDoneRef.current(), SUCCESS_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return createPortal(
    <div className="success-overlay" role="status" aria-live="polite">
      <div className="success-overlay__card">
        <div className="success-overlay__icon" aria-hidden="true">
          <PartyPopper size={40} strokeWidth={2.2} />
        </div>
        <p className="success-overlay__title">{t('workouts.celebrateTitle')}</p>
        <p className="success-overlay__text">{t('workouts.celebrateText')}</p>
        <NewRecord records={records} />
        {hantelnEarned ? <p className="hanteln-earned">{t('workouts.hantelnEarned', { count: hantelnEarned })}</p> : null}
      </div>
    </div>,
    document.body,
  );
}
