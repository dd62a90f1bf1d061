import type { AdminEvent } from '@hantelwerk/api-types';
import { format } from 'date-fns/format';
import { EventDetail, type EventActions } from './event-detail';

/** One event of a stream: version, type and time at a glance; its data and metadata when opened. */
export function EventItem({ event, ...actions }: { event: AdminEvent } & EventActions) {
  return (
    <li className="admin-event">
      <details>
        <summary className="admin-event__summary">
          <span className="admin-event__position admin-mono">v{event.stream_version}</span>
          <span className="admin-event__type">{event.type}</span>
          <span className="muted admin-event__meta">
            #{event.position} · {format(new Date(event.recorded_at), 'dd.MM.yyyy HH:mm:ss')}
            {event.user_email ? ` · ${event.user_email}` : ''}
          </span>
        </summary>
        <EventDetail event={event} {...actions} />
      </details>
    </li>
  );
}
