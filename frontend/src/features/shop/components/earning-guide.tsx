import { Dumbbell, Flame } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { EARNING, EARNING_ANCHOR } from '../lib/earning';
import { useTranslation } from '../messages';

/**
 * How Hanteln and the streak are earned; the top bar's chips open the shop here
 * (#hanteln-verdienen), scrolled to once the items above have their height (`placed`).
 */
export function EarningGuide({ placed }: { placed: boolean }) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (placed && hash === `#${EARNING_ANCHOR}`) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [hash, placed]);
  return (
    <section ref={ref} id={EARNING_ANCHOR} className="card earning-guide" aria-labelledby={`${EARNING_ANCHOR}-title`}>
      <h2 id={`${EARNING_ANCHOR}-title`} className="card-title">
        {t('shop.earnTitle')}
      </h2>
      <ul className="earning-guide__list">
        <li>
          <Dumbbell size={18} aria-hidden="true" />
          {t('shop.earnTrainingDay', { amount: EARNING.trainingDay })}
        </li>
        <li>
          <Flame size={18} aria-hidden="true" />
          {t('shop.earnStreak', { amount: EARNING.streakWeek, weeks: EARNING.streakMinWeeks })}
        </li>
      </ul>
      <p className="earning-guide__streak">{t('shop.streakExplained')}</p>
    </section>
  );
}
