import type { RecordedEvent } from '../../../event-store/event.js';
import type { AdminEventDto } from './admin-event.dto.js';

export function toAdminEvent(event: RecordedEvent): AdminEventDto {
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
  };
}
