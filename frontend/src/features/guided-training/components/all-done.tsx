import { PartyPopper } from 'lucide-react';
import { useTranslation } from '../messages';

/** Spec §2: every exercise of the day done or skipped: track another, or finish. */
export function AllDone({ onTrackAnother, onFinish }: { onTrackAnother: () => void; onFinish: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="page-stack session-done">
      <div className="session-done__icon" aria-hidden="true">
        <PartyPopper size={36} />
      </div>
      <h1 className="session-done__title">{t('guided.allDone')}</h1>
      <button type="button" className="button button--secondary button--block" onClick={onTrackAnother}>
        {t('guided.trackAnother')}
      </button>
      <button type="button" className="button button--primary button--large button--block" onClick={onFinish}>
        {t('guided.finish')}
      </button>
    </div>
  );
}
