import type { RecordedEvent } from '../../event-store/event.js';

/**
 * Recorded events for the unit tests of the batch folds: positions count up in the order they are
 * made, each stream's versions too, as in the log.
 */
export function eventLog() {
  let position = 0;
  const versions = new Map<string, number>();
  return function recorded(streamId: string, type: string, data: Record<string, unknown>, version?: number): RecordedEvent {
    const streamVersion = version ?? (versions.get(streamId) ?? 0) + 1;
    versions.set(streamId, Math.max(streamVersion, versions.get(streamId) ?? 0));
    position += 1;
    return { position, eventId: `event-${position}`, streamId, streamVersion, type, schemaVersion: 1, data, metadata: {}, recordedAt: new Date(0) };
  };
}
