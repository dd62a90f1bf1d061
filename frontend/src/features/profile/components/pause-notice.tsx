import { PauseCircle } from 'lucide-react';
import { useId } from 'react';
import { formatShortDate } from '../../../lib/dates';
import { useSignedInUser } from '../../../lib/session';
import { useTranslation } from '../messages';
import { PauseToggle } from './pause-toggle';

/**
 * Wherever a set can be logged (dashboard, add screen, guided training): while the pause is on,
 * since when, that the streak is kept while sets can still be logged, and the way to end it.
 */
export function PauseNotice() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const id = useId();
  if (!user.pause_mode_active) return null;
  return (
    <section className="pause-notice" aria-labelledby={`${id}-title`}>
      <PauseCircle className="pause-notice__icon" size={22} aria-hidden="true" />
      <div className="pause-notice__body">
        <h2 id={`${id}-title`} className="pause-notice__title">
          {user.pause_mode_start_date ? t('profile.pauseNoticeSince', { date: formatShortDate(user.pause_mode_start_date) }) : t('profile.pauseNoticeTitle')}
        </h2>
        <p className="pause-notice__text">{t('profile.pauseNoticeText')}</p>
        <PauseToggle user={user} />
      </div>
    </section>
  );
}
