import { CloudOff } from 'lucide-react';
import { useTranslation } from '../messages';

/** Marks a set that waits in the outbox for a connection. */
export function PendingBadge() {
  const { t } = useTranslation();
  return (
    <span className="pending-badge">
      <CloudOff size={14} aria-hidden="true" />
      {t('workouts.pending')}
    </span>
  );
}
