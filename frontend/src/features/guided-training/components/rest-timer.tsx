import { Timer } from 'lucide-react';
import { clock } from '../lib/active-training';
import { useTranslation } from '../messages';

/** The rest between two sets of one exercise: counts down, can be skipped or made longer. */
export function RestTimer({ until, now, onSkip, onExtend }: { until: number; now: number; onSkip: () => void; onExtend: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="session-rest" role="timer" aria-label={t('guided.restLabel')}>
      <Timer size={20} aria-hidden="true" />
      <span className="session-rest__label">{t('guided.rest')}</span>
      <span className="session-rest__time">{clock(until - now)}</span>
      <button type="button" className="button button--secondary button--small" onClick={onExtend}>
        {t('guided.restMore')}
      </button>
      <button type="button" className="button button--secondary button--small" onClick={onSkip}>
        {t('guided.restSkip')}
      </button>
    </div>
  );
}
