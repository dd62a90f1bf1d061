import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDate, type DatePattern } from '../../../lib/dates';
import { formatCount } from '../../../lib/numbers';
import type { TrainingSession } from '../api/get-sessions';
import { useTranslation } from '../messages';
import { SessionSets } from './session-sets';

/** When a training began: "Mo., 15. Sep. 2025, 07:48". */
const STARTED: DatePattern = { de: 'EEE, d. MMM yyyy, HH:mm', en: 'EEE, MMM d, yyyy, h:mm a' };

/** One training: its title, start, length and set count; tapped, its sets by exercise. */
export function SessionItem({ session }: { session: TrainingSession }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const meta = [
    session.duration_min !== null && t('history.duration', { minutes: formatCount(session.duration_min) }),
    session.set_count === 1 ? t('history.setsOne') : t('history.sets', { count: formatCount(session.set_count) }),
  ].filter((part) => part !== false);

  return (
    <li className="card card--flush training-item">
      <button type="button" className="training-item__toggle" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen(!open)}>
        <span className="training-item__main">
          <span className="training-item__title">{session.title || t('history.untitled')}</span>
          <span className="training-item__meta">
            <time dateTime={session.started_at}>{formatDate(session.started_at, STARTED)}</time>
            {meta.map((part) => (
              <span key={part}> · {part}</span>
            ))}
          </span>
        </span>
        <ChevronDown className={`training-item__chevron${open ? ' rotate-180' : ''}`} size={20} aria-hidden="true" />
      </button>
      {open && (
        <div id={panelId} className="training-item__panel">
          <SessionSets id={session.id} />
        </div>
      )}
    </li>
  );
}
