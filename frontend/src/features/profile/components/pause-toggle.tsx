import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { User } from '../../../lib/session';
import { useUpdateProfile } from '../api/update-profile';
import { useTranslation } from '../messages';

/** "Pause aktivieren" / "Pause beenden", asked first (spec §4 "Pause mode"); the profile's card and the pause notice share it. */
export function PauseToggle({ user }: { user: User }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateProfile();
  const active = user.pause_mode_active;
  return (
    <>
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
    </>
  );
}
