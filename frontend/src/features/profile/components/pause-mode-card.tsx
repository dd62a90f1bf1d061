import { PauseCircle } from 'lucide-react';
import { formatShortDate } from '../../../lib/dates';
import type { User } from '../../../lib/session';
import { useTranslation } from '../messages';
import { PauseToggle } from './pause-toggle';

/** Spec §4 "Pause mode": on records today, off clears it; while on, "Aktiviert seit {dd.MM.yyyy}". Both asked first. */
export function PauseModeCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const active = user.pause_mode_active;

  return (
    <section className={`card pause-card${active ? ' pause-card--active' : ''}`} aria-labelledby="pause-heading">
      <h2 id="pause-heading" className="card-title">
        <PauseCircle size={18} aria-hidden="true" />
        {t('profile.pauseTitle')}
      </h2>
      <p className="pause-card__text">
        {active && user.pause_mode_start_date ? t('profile.pauseActiveSince', { date: formatShortDate(user.pause_mode_start_date) }) : t('profile.pauseText')}
      </p>
      <PauseToggle user={user} />
    </section>
  );
}
