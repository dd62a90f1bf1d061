import { Activity } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSignedInUser } from '../../../lib/session';
import { useNow } from '../../../lib/use-now';
import { clock } from '../lib/summary';
import { readActiveTraining } from '../lib/active-training';
import { useTranslation } from '../messages';

/** Spec §2/§4: while a session is saved, a fixed banner with its running time on every screen but the session itself; checked every second. */
export function RunningTrainingBanner() {
  const { t } = useTranslation();
  const now = useNow();
  const { pathname } = useLocation();
  const user = useSignedInUser();
  const training = readActiveTraining(user.id);
  if (!training || pathname === paths.guidedTraining) return null;
  const time = clock(now - training.startTime);
  return (
    <Link to={paths.guidedTraining} className="training-banner" aria-label={t('guided.bannerLabel', { time })}>
      <Activity size={18} aria-hidden="true" />
      <span className="training-banner__text">{t('guided.banner')}</span>
      <span className="training-banner__time">{time}</span>
    </Link>
  );
}
