import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../messages';
import { noteNeedsToggle } from '../lib/note-clamp';

/**
 * A note clamped to 3 lines. Long notes (over 150 characters or more than 3 lines, or text that
 * wraps past 3 lines on this screen) get a "Mehr anzeigen" / "Weniger anzeigen" toggle.
 */
export function NoteText({ text }: { text: string }) {
  const { t } = useTranslation();
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    setOverflows(element.scrollHeight > element.clientHeight + 1);
  }, [text, expanded]);

  const needsToggle = noteNeedsToggle(text) || overflows;

  return (
    <div className="note">
      <p ref={ref} id={id} className={`note__text${expanded ? '' : ' note__text--clamped'}`}>
        {text}
      </p>
      {needsToggle && (
        <button type="button" className="text-button" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((value) => !value)}>
          {expanded ? t('workouts.showLess') : t('workouts.showMore')}
        </button>
      )}
    </div>
  );
}
