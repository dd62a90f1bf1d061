import type { AdminEvent } from '@hantelwerk/api-types';
import { useTranslation } from '../messages';
import { JsonView } from './json-view';

export interface EventActions {
  onOpenStream?: (streamId: string) => void;
  onUserHistory?: (userId: string, email: string | null) => void;
  onOpenCause?: (eventId: string) => void;
}

/** An event's data and metadata, and where to go from it: its stream, its user's history, its cause. */
export function EventDetail({ event, onOpenStream, onUserHistory, onOpenCause }: { event: AdminEvent } & EventActions) {
  const { t } = useTranslation();
  const cause = event.metadata.causation_id;
  // A command's first events are caused by its request; only an event as cause can be opened.
  const causedByEvent = cause !== null && cause !== event.metadata.request_id;
  return (
    <div className="admin-event__body">
      <h3 className="admin-event__label">{t('admin.events.data')}</h3>
      <JsonView value={event.data} label={t('admin.events.dataOf', { position: event.position })} />
      <h3 className="admin-event__label">{t('admin.events.metadata')}</h3>
      <dl className="admin-pairs">
        <dt>{t('admin.events.userColumn')}</dt>
        <dd>{event.user_email ?? event.user_id ?? '—'}</dd>
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
        {event.user_id && onUserHistory && (
          <button type="button" className="button button--secondary button--small" onClick={() => onUserHistory(event.user_id!, event.user_email)}>
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
  );
}
