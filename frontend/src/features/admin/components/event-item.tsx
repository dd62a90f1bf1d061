import type { AdminEvent } from '@hantelwerk/api-types';
import { format } from 'date-fns';
import { useTranslation } from '../messages';
import { JsonView } from './json-view';

interface EventItemProps {
  event: AdminEvent;
  userEmail?: string;
  onOpenStream?: (streamId: string) => void;
  onUserHistory?: (userId: string) => void;
  onOpenCause?: (eventId: string) => void;
}

const userOf = (event: AdminEvent): string | null => {
  const data = event.data as { userId?: unknown } | null;
  return typeof data?.userId === 'string' ? data.userId : null;
};

/** One event: position, type, time and stream at a glance; its data and metadata when opened. */
export function EventItem({ event, userEmail, onOpenStream, onUserHistory, onOpenCause }: EventItemProps) {
  const { t } = useTranslation();
  const userId = userOf(event);
  const cause = event.metadata.causation_id;
  // A command's first events are caused by its request; only an event as cause can be opened.
  const causedByEvent = cause !== null && cause !== event.metadata.request_id;
  return (
    <li className="admin-event">
      <details>
        <summary className="admin-event__summary">
          <span className="admin-event__position admin-mono">#{event.position}</span>
          <span className="admin-event__type">{event.type}</span>
          <span className="muted admin-event__meta">
            {format(new Date(event.recorded_at), 'dd.MM.yyyy HH:mm:ss')} · {event.stream_id} v{event.stream_version}
            {userEmail ? ` · ${userEmail}` : ''}
          </span>
        </summary>
        <div className="admin-event__body">
          <h4 className="admin-event__label">{t('admin.events.data')}</h4>
          <JsonView value={event.data} />
          <h4 className="admin-event__label">{t('admin.events.metadata')}</h4>
          <dl className="admin-pairs">
            <dt>{t('admin.events.requestId')}</dt>
            <dd className="admin-mono">{event.metadata.request_id ?? '—'}</dd>
            <dt>{t('admin.events.causation')}</dt>
            <dd className="admin-mono">{cause ?? '—'}</dd>
            <dt>{t('admin.events.actor')}</dt>
            <dd className="admin-mono">{event.metadata.user_id ?? '—'}</dd>
            <dt>{t('admin.events.eventId')}</dt>
            <dd className="admin-mono">{event.event_id}</dd>
          </dl>
          <div className="admin-actions">
            {onOpenStream && (
              <button type="button" className="button button--secondary button--small" onClick={() => onOpenStream(event.stream_id)}>
                {t('admin.events.openStream')}
              </button>
            )}
            {userId && onUserHistory && (
              <button type="button" className="button button--secondary button--small" onClick={() => onUserHistory(userId)}>
                {t('admin.events.userHistory')}
              </button>
            )}
            {causedByEvent && onOpenCause && (
              <button type="button" className="button button--secondary button--small" onClick={() => onOpenCause(cause)}>
                {t('admin.events.openCause')}
              </button>
            )}
          </div>
        </div>
      </details>
    </li>
  );
}
