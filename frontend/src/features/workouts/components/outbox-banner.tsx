import { CloudOff, RefreshCw, TriangleAlert } from 'lucide-react';
import { useOutboxSync } from '../../../shared/outbox/use-outbox';
import { useTranslation } from '../messages';

type Translate = ReturnType<typeof useTranslation>['t'];

/** "2 Sätze warten …", "1 Änderung wartet …" or "2 Sätze und 1 Änderung warten …": what waits, offline or being sent. */
function waitingText(t: Translate, online: boolean, sets: number, changes: number): string {
  if (!online && sets + changes === 0) return t('workouts.outbox.offline');
  if (changes === 0) {
    if (online) return sets === 1 ? t('workouts.outbox.sendingOne') : t('workouts.outbox.sendingMany', { count: sets });
    return sets === 1 ? t('workouts.outbox.offlineOne') : t('workouts.outbox.offlineMany', { count: sets });
  }
  if (sets === 0) {
    if (online) return changes === 1 ? t('workouts.outbox.sendingChangesOne') : t('workouts.outbox.sendingChangesMany', { count: changes });
    return changes === 1 ? t('workouts.outbox.offlineChangesOne') : t('workouts.outbox.offlineChangesMany', { count: changes });
  }
  const parts = {
    sets: sets === 1 ? t('workouts.outbox.setsOne') : t('workouts.outbox.setsMany', { count: sets }),
    changes: changes === 1 ? t('workouts.outbox.changesOne') : t('workouts.outbox.changesMany', { count: changes }),
  };
  return online ? t('workouts.outbox.sendingMixed', parts) : t('workouts.outbox.offlineMixed', parts);
}

/**
 * Says when the app is offline and how many sets, edits and deletions wait, while they are sent,
 * and what the server refused; it also runs the sending (useOutboxSync), so it sits in the
 * signed-in shell.
 */
export function OutboxBanner({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { online, pending, pendingChanges, refused, dismissRefused } = useOutboxSync(userId);

  if (refused.length > 0) {
    const first = refused[0]!;
    return (
      <div className="outbox-banner outbox-banner--error" role="alert">
        <TriangleAlert size={18} aria-hidden="true" />
        <p>{t('set' in first ? 'workouts.outbox.refused' : 'workouts.outbox.refusedChange', { message: first.message })}</p>
        <button type="button" className="button button--small button--secondary" onClick={dismissRefused}>
          {t('workouts.outbox.dismiss')}
        </button>
      </div>
    );
  }
  if (online && pending.length + pendingChanges.length === 0) return null;

  const Icon = online ? RefreshCw : CloudOff;
  return (
    <div className={`outbox-banner${online ? '' : ' outbox-banner--offline'}`} role="status">
      <Icon size={18} aria-hidden="true" />
      <p>{waitingText(t, online, pending.length, pendingChanges.length)}</p>
    </div>
  );
}
