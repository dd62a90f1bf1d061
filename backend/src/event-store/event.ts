/** What a command handler hands to the store: a past-tense type and plain JSON data. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
  /** Bumped when the shape of `data` changes, so upcasters can tell old events apart. */
  schemaVersion?: number;
}

export interface EventMetadata {
  userId?: string | null;
  requestId?: string | null;
  /** The event or command that caused this one. */
  causationId?: string | null;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  position: number;
  eventId: string;
  streamId: string;
  streamVersion: number;
  type: Type;
  schemaVersion: number;
  data: Data;
  metadata: EventMetadata;
  recordedAt: Date;
}

/** Expected stream version: the version of its last event, 0 for a stream that does not exist yet. */
export type ExpectedVersion = number | 'any';
