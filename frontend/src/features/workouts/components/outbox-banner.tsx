import { CloudOff, RefreshCw, TriangleAlert } from 'lucide-react';
import { useOutboxSync } from '../hooks/use-outbox';
import { useTranslation } from '../messages';

/**
 * Says when the app is offline and how many sets wait, while they are sent, and which one the
 * server refused; it also runs the sending (useOutboxSync), so it sits in the signed-in shell.
 */
export function OutboxBanner({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { online, pending, refused, dismissRefused } = useOutboxSync(userId);
  const count = pending.length;

  if (refused.length > 0) {
    return (
      <div className="outbox-banner outbox-banner--error" role="alert">
        <TriangleAlert size={18} aria-hidden="true" />
        <p>{t('workouts.outbox.refused', { message: refused[0]!.message })}</p>
        <button type="button" className="button button--small button--secondary" onClick={dismissRefused}>
          {t('workouts.outbox.dismiss')}
        </button>
      </div>
    );
  }
  if (online && count === 0) return null;

  const text = !online
    ? count === 0
      ? t('workouts.outbox.offline')
      : count === 1
        ? t('workouts.outbox.offlineOne')
        : t('workouts.outbox.offlineMany', { count })
    : count === 1
      ? t('workouts.outbox.sendingOne')
      : t('workouts.outbox.sendingMany', { count });
  const Icon = online ? RefreshCw : CloudOff;
  return (
    <div className={`outbox-banner${online ? '' : ' outbox-banner--offline'}`} role="status">
      <Icon size={18} aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}
