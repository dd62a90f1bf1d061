import type { RecordedEvent } from '../../../event-store/event.js';
import type { AdminEventDto } from './admin-event.dto.js';

/** The user an event is about: the one its data names, else the one who caused it. */
export function userOfEvent(event: RecordedEvent): string | null {
  const about = (event.data as { userId?: unknown } | null)?.userId;
  return typeof about === 'string' ? about : (event.metadata.userId ?? null);
}

export function toAdminEvent(event: RecordedEvent, emails: ReadonlyMap<string, string>): AdminEventDto {
  const userId = userOfEvent(event);
  return {
    position: event.position,
    event_id: event.eventId,
    stream_id: event.streamId,
    stream_version: event.streamVersion,
    type: event.type,
    schema_version: event.schemaVersion,
    data: event.data,
    metadata: {
      user_id: event.metadata.userId ?? null,
      request_id: event.metadata.requestId ?? null,
      causation_id: event.metadata.causationId ?? null,
    },
    recorded_at: event.recordedAt.toISOString(),
    user_id: userId,
    user_email: userId ? (emails.get(userId) ?? null) : null,
  };
}
