import { PauseCircle } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatShortGermanDate } from '../../../lib/dates';
import type { User } from '../../auth';
import { useUpdateProfile } from '../api/update-profile';
import { useTranslation } from '../messages';

/** Spec §4 "Pause mode": on records today, off clears it; while on, "Aktiviert seit {dd.MM.yyyy}". Both asked first. */
export function PauseModeCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateProfile();
  const active = user.pause_mode_active;

  return (
    <section className={`card pause-card${active ? ' pause-card--active' : ''}`} aria-labelledby="pause-heading">
      <h2 id="pause-heading" className="card-title">
        <PauseCircle size={18} aria-hidden="true" />
        {t('profile.pauseTitle')}
      </h2>
      <p className="pause-card__text">
        {active && user.pause_mode_start_date
          ? t('profile.pauseActiveSince', { date: formatShortGermanDate(user.pause_mode_start_date) })
          : t('profile.pauseText')}
      </p>
      <button type="button" className={`button button--small ${active ? 'button--primary' : 'button--secondary'}`} onClick={() => setConfirming(true)}>
        {active ? t('profile.pauseOff') : t('profile.pauseOn')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={active ? t('profile.pauseOffTitle') : t('profile.pauseOnTitle')}
        description={active ? t('profile.pauseOffText') : t('profile.pauseOnText')}
        cancelLabel={t('common.cancel')}
        confirmLabel={active ? t('profile.pauseOff') : t('profile.pauseOn')}
        busy={update.isPending}
        busyLabel={t('profile.saving')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => update.mutate({ pause_mode_active: !active }, { onSettled: () => setConfirming(false) })}
      />
    </section>
  );
}
