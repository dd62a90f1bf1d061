import { CloudOff } from 'lucide-react';
import { useTranslation } from './messages';

/** Marks a set, or a change of one, that waits in the outbox for a connection; `text` says what waits. */
export function PendingBadge({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <span className="pending-badge">
      <CloudOff size={14} aria-hidden="true" />
      {text ?? t('outbox.pending')}
    </span>
  );
}
