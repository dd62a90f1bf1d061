import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useLogout } from '../../../lib/session';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useTranslation } from '../messages';

export function LogoutButton() {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const logout = useLogout();

  return (
    <>
      <button type="button" className="button button--danger-outline button--block" onClick={() => setConfirming(true)}>
        <LogOut size={20} aria-hidden="true" />
        {t('profile.logout')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('profile.logoutTitle')}
        description={t('profile.logoutText')}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('profile.logoutConfirm')}
        busyLabel={t('profile.loggingOut')}
        busy={logout.isPending}
        tone="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={() => logout.mutate()}
      />
    </>
  );
}
