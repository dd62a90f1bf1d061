import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { useEndOtherSessions } from '../../../lib/session';
import { Alert, RequestErrorAlert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useTranslation } from '../messages';

/** For a lost phone or a shared computer: every other session of the user ends, this one stays. */
export function EndOtherSessionsButton() {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const endOthers = useEndOtherSessions();
  const endedText = (count: number) => (count === 0 ? t('profile.endedNone') : count === 1 ? t('profile.endedOne') : t('profile.endedMany', { count }));

  return (
    <>
      <button type="button" className="button button--secondary button--block" onClick={() => setConfirming(true)}>
        <MonitorSmartphone size={20} aria-hidden="true" />
        {t('profile.endOthers')}
      </button>
      {endOthers.isSuccess && <Alert tone="info">{endedText(endOthers.data.ended)}</Alert>}
      {endOthers.isError && <RequestErrorAlert text={t('profile.endOthersFailed')} error={endOthers.error} />}
      <ConfirmDialog
        open={confirming}
        title={t('profile.endOthersTitle')}
        description={t('profile.endOthersText')}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('profile.endOthersConfirm')}
        busyLabel={t('profile.endingOthers')}
        busy={endOthers.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => endOthers.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </>
  );
}
