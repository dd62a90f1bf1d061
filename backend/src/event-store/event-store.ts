import type { Queryable } from '../database/database.js';
import { isUniqueViolation } from '../database/database.js';
import type { StatementPart } from '../database/one-statement.js';
import { runAsOne } from '../database/one-statement.js';
import { ConcurrencyError } from './concurrency.error.js';
import type { EventMetadata, ExpectedVersion, NewEvent, RecordedEvent } from './event.js';

interface EventRow {
  position: number;
  event_id: string;
  stream_id: string;
  stream_version: number;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
}

/** One stream's share of a multi-stream append: its events after `expectedVersion`. */
export interface StreamAppend {
  streamId: string;
  expectedVersion: number;
  events: readonly NewEvent[];
  /** This stream's events' metadata, when it is not the append's (e.g. each job of a batch its own). */
  metadata?: EventMetadata;
}

/** What the event browser narrows the log by; every field is optional. */
export interface EventFilter {
  /** Only events with a lower position (the page before). */
  before?: number;
  streamId?: string;
  types?: readonly string[];
  /** Events about this user (`data.userId`). */
  userId?: string;
  /** Recorded at or after. */
  from?: Date;
  /** Recorded before. */
  to?: Date;
}

/** What an event gets when it is recorded, taken ahead of its append (see EventStore.reservePart). */
export interface Reservation {
  position: number;
  eventId: string;
  /** Postgres's text of the transaction's time, so the event records it to the microsecond as the default would. */
  recordedAt: string;
}

const COLUMNS = 'position, event_id, stream_id, stream_version, type, schema_version, data, metadata, recorded_at';

/** The only code that writes event SQL. Appends run inside the caller's transaction. */
export class EventStore {
  async append(
    tx: Queryable,
    streamId: string,
    expectedVersion: ExpectedVersion,
    events: readonly NewEvent[],
    metadata: EventMetadata = {},
  ): Promise<RecordedEvent[]> {
    if (events.length === 0) return [];
    // A new stream needs no look-up: if it exists after all, version 1 hits the unique constraint.
    const actual = expectedVersion === 0 ? 0 : await this.streamVersion(tx, streamId);
    if (expectedVersion !== 'any' && actual !== expectedVersion) {
      throw new ConcurrencyError(streamId, expectedVersion, actual);
    }
    try {
      const { rows } = await tx.query<EventRow>(...insertStatement(streamId, actual, events, metadata));
      return rows.map(toRecordedEvent);
    } catch (error) {
      // A concurrent transaction appended the same versions between our read and our insert.
      throw streamTaken(error, streamId, expectedVersion === 'any' ? actual : expectedVersion);
    }
  }

  /**
   * Positions, ids and the time for `count` events, as a part of a larger statement: the events of
   * a new stream can then be folded before they are recorded (see WriteSession.startStream).
   */
  reservePart(count: number): StatementPart<Reservation[]> {
    return {
      sql: `SELECT nextval(pg_get_serial_sequence('events', 'position')) AS position, gen_random_uuid() AS event_id, now() AS recorded_at
            FROM generate_series(1, $1::int)`,
      values: [count],
      answer: (rows) => rows.map((row) => ({ position: Number(row.position), eventId: String(row.event_id), recordedAt: String(row.recorded_at) })),
    };
  }

  /**
   * Appends a new stream's first events with what `reservePart` reserved for them, in one statement
   * with `alongside` (the writes of their read models, reads that must follow the locks taken
   * before): if the stream exists after all, its version 1 is taken, and nothing is written.
   * Answers the events as recorded, then what each of `alongside` answered.
   */
  async appendReserved(
    tx: Queryable,
    streamId: string,
    events: readonly NewEvent[],
    metadata: EventMetadata,
    reserved: readonly Reservation[],
    alongside: readonly StatementPart[],
  ): Promise<[RecordedEvent[], ...unknown[]]> {
    const [sql, values] = insertStatement(streamId, 0, events, metadata, reserved);
    const append: StatementPart<RecordedEvent[]> = { sql, values, answer: (rows) => rows.map((row) => fromJson(row as unknown as JsonEventRow)) };
    try {
      return (await runAsOne(tx, [append, ...alongside])) as [RecordedEvent[], ...unknown[]];
    } catch (error) {
      throw streamTaken(error, streamId, 0);
    }
  }

  /** A stream's events, as readStream answers them, as a part of a larger statement. */
  readStreamPart(streamId: string): StatementPart<RecordedEvent[]> {
    return {
      sql: `SELECT ${COLUMNS} FROM events WHERE stream_id = $1 ORDER BY stream_version`,
      values: [streamId],
      answer: (rows) => rows.map((row) => fromJson(row as unknown as JsonEventRow)).sort((a, b) => a.streamVersion - b.streamVersion),
    };
  }

  /**
   * Appends to many existing streams in one statement, each at the version after the one its
   * caller read. A stream that moved on meanwhile already holds that version, so the unique
   * constraint turns the whole append into a ConcurrencyError and nothing is written.
   */
  async appendToStreams(tx: Queryable, appends: readonly StreamAppend[], metadata: EventMetadata = {}): Promise<RecordedEvent[]> {
    const shared = JSON.stringify(metadata);
    const rows = appends.flatMap(({ streamId, expectedVersion, events, metadata: own }) => {
      const streamMetadata = own ? JSON.stringify(own) : shared;
      return events.map((event, index) => ({ streamId, version: expectedVersion + index + 1, event, metadata: streamMetadata }));
    });
    if (rows.length === 0) return [];
    try {
      const { rows: inserted } = await tx.query<EventRow>(
        `INSERT INTO events (stream_id, stream_version, type, schema_version, data, metadata)
         SELECT stream_id, stream_version, type, schema_version, data, metadata
         FROM unnest($1::text[], $2::int[], $3::text[], $4::int[], $5::jsonb[], $6::jsonb[])
           WITH ORDINALITY AS appended (stream_id, stream_version, type, schema_version, data, metadata, ordinal)
         ORDER BY ordinal
         RETURNING ${COLUMNS}`,
        [
          rows.map((row) => row.streamId),
          rows.map((row) => row.version),
          rows.map((row) => row.event.type),
          rows.map((row) => row.event.schemaVersion ?? 1),
          rows.map((row) => JSON.stringify(row.event.data)),
          rows.map((row) => row.metadata),
        ],
      );
      return inserted.map(toRecordedEvent).sort((a, b) => a.position - b.position);
    } catch (error) {
      if (isUniqueViolation(error, 'events_stream_version_unique')) throw streamThatMovedOn(error, appends);
      throw error;
    }
  }

  async readStream(db: Queryable, streamId: string): Promise<RecordedEvent[]> {
    const { rows } = await db.query<EventRow>(`SELECT ${COLUMNS} FROM events WHERE stream_id = $1 ORDER BY stream_version`, [streamId]);
    return rows.map(toRecordedEvent);
  }

  async streamVersion(db: Queryable, streamId: string): Promise<number> {
    const { rows } = await db.query<{ version: number | null }>('SELECT max(stream_version) AS version FROM events WHERE stream_id = $1', [streamId]);
    return rows[0]?.version ?? 0;
  }

  /**
   * Events after `fromPosition` in log order, at most `batchSize`, optionally of some types.
   * `toPosition` (inclusive) bounds the scan whatever plan the statistics suggest: a rebuild reads
   * the log window by window, where a filter by type would otherwise risk sorting the whole rest
   * of the log for every batch.
   */
  async readAll(
    db: Queryable,
    fromPosition: number,
    batchSize: number,
    options: { types?: readonly string[]; toPosition?: number } = {},
  ): Promise<RecordedEvent[]> {
    const values: unknown[] = [fromPosition, batchSize];
    const ofTypes = options.types ? `AND type = ANY($${values.push(options.types)}::text[])` : '';
    const upTo = options.toPosition !== undefined ? `AND position <= $${values.push(options.toPosition)}` : '';
    const { rows } = await db.query<EventRow>(`SELECT ${COLUMNS} FROM events WHERE position > $1 ${upTo} ${ofTypes} ORDER BY position LIMIT $2`, values);
    return rows.map(toRecordedEvent);
  }

  /**
   * The events of some users (`data.userId`): those from `users.first` to `users.last` in their
   * order, or the ones listed; of `types`, up to `toPosition`; user by user, each user's in log
   * order, which is the (user, position) index's order: Postgres can walk it instead of sorting
   * (it does where random reads are declared cheap, as a rebuild's shard workers do; see
   * shard-worker.ts). A rebuild folds per-user read models a shard of users at a time, and one
   * user's events never touch another's rows. A range of users, not a LIMIT, bounds what Postgres
   * reads, and picks that index even without statistics (a freshly loaded log), where a list or
   * the type would scan everything.
   */
  async readOfUsers(
    db: Queryable,
    users: { first: string; last: string } | readonly string[],
    options: { types: readonly string[]; toPosition: number },
  ): Promise<RecordedEvent[]> {
    const [which, named] = 'first' in users ? ['BETWEEN $3 AND $4', [users.first, users.last]] : ['= ANY($3::text[])', [users]];
    const { rows } = await db.query<EventRow>(
      `SELECT ${COLUMNS} FROM events
       WHERE data->>'userId' ${which} AND type = ANY($1::text[]) AND position <= $2
       ORDER BY data->>'userId', position`,
      [options.types, options.toPosition, ...named],
    );
    return rows.map(toRecordedEvent);
  }

  /** The users that events of `types` up to `toPosition` name (`data.userId`), in order, with how many events each. */
  async usersWithEvents(db: Queryable, types: readonly string[], toPosition: number): Promise<{ userId: string; events: number }[]> {
    const { rows } = await db.query<{ user_id: string; events: number }>(
      `SELECT data->>'userId' AS user_id, count(*)::int AS events FROM events
       WHERE type = ANY($1::text[]) AND position <= $2 AND data->>'userId' IS NOT NULL GROUP BY 1 ORDER BY 1`,
      [types, toPosition],
    );
    return rows.map((row) => ({ userId: row.user_id, events: row.events }));
  }

  /** How many events of `types` the log holds up to `toPosition` (counted on the (type, position) index). */
  async countOfTypes(db: Queryable, types: readonly string[], toPosition: number): Promise<number> {
    const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM events WHERE type = ANY($1::text[]) AND position <= $2', [
      types,
      toPosition,
    ]);
    return rows[0]!.count;
  }

  /** The users named by events of `types` after `fromPosition`, and the last such event's position (0 without any). */
  async usersAfter(db: Queryable, fromPosition: number, types: readonly string[]): Promise<{ userIds: string[]; position: number }> {
    const { rows } = await db.query<{ user_id: string; position: number }>(
      `SELECT data->>'userId' AS user_id, max(position) AS position FROM events
       WHERE position > $1 AND type = ANY($2::text[]) AND data->>'userId' IS NOT NULL GROUP BY 1`,
      [fromPosition, types],
    );
    return { userIds: rows.map((row) => row.user_id), position: Math.max(0, ...rows.map((row) => row.position)) };
  }

  /**
   * The streams a user owns: those whose first event names them, as the user who caused it
   * (`metadata.userId`) or the user it is about (`data.userId`): either alone would miss the
   * streams whose other field was lost or never written. A rule, not a list, so every stream a
   * context adds is found without this code knowing it.
   */
  async streamsOwnedBy(db: Queryable, userId: string): Promise<string[]> {
    const { rows } = await db.query<{ stream_id: string }>(
      "SELECT stream_id FROM events WHERE (metadata->>'userId' = $1 OR data->>'userId' = $1) AND stream_version = 1 ORDER BY position",
      [userId],
    );
    return rows.map((row) => row.stream_id);
  }

  /** Which of these streams hold an event already (a batch's ids looked up at once). */
  async existingStreams(db: Queryable, streamIds: readonly string[]): Promise<Set<string>> {
    if (streamIds.length === 0) return new Set();
    const { rows } = await db.query<{ stream_id: string }>('SELECT stream_id FROM events WHERE stream_id = ANY($1::text[]) AND stream_version = 1', [
      streamIds,
    ]);
    return new Set(rows.map((row) => row.stream_id));
  }

  async readStreams(db: Queryable, streamIds: readonly string[]): Promise<RecordedEvent[]> {
    const { rows } = await db.query<EventRow>(`SELECT ${COLUMNS} FROM events WHERE stream_id = ANY($1::text[]) ORDER BY position`, [streamIds]);
    return rows.map(toRecordedEvent);
  }

  /**
   * Erasure, the one exception to an append-only log: deletes whole streams (an account's, when it
   * is deleted), and takes the user's id out of the metadata of events they caused on streams
   * that stay (an admin's status change on someone else's feedback). Answers how many events went.
   */
  async eraseStreams(tx: Queryable, streamIds: readonly string[], actorId: string): Promise<number> {
    const { rowCount } = await tx.query('DELETE FROM events WHERE stream_id = ANY($1::text[])', [streamIds]);
    await tx.query(`UPDATE events SET metadata = metadata || '{"userId": null}'::jsonb WHERE metadata->>'userId' = $1`, [actorId]);
    return rowCount ?? 0;
  }

  /**
   * One page of the log for browsing it, newest first: the events before `before` (keyset on the
   * global position, never OFFSET), so pages stay put while new events are appended on top.
   */
  async readPage(db: Queryable, filter: EventFilter, limit: number): Promise<RecordedEvent[]> {
    const values: unknown[] = [];
    const where: string[] = [];
    const param = (value: unknown) => `$${values.push(value)}`;
    if (filter.before !== undefined) where.push(`position < ${param(filter.before)}`);
    if (filter.streamId !== undefined) where.push(`stream_id = ${param(filter.streamId)}`);
    if (filter.types !== undefined) where.push(`type = ANY(${param(filter.types)}::text[])`);
    // Every event names the user it is about in its data; the index is on this expression.
    if (filter.userId !== undefined) where.push(`data->>'userId' = ${param(filter.userId)}`);
    if (filter.from !== undefined) where.push(`recorded_at >= ${param(filter.from)}`);
    if (filter.to !== undefined) where.push(`recorded_at < ${param(filter.to)}`);
    const { rows } = await db.query<EventRow>(
      `SELECT ${COLUMNS} FROM events ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY position DESC LIMIT ${param(limit)}`,
      values,
    );
    return rows.map(toRecordedEvent);
  }

  /** A stream's events after `afterVersion`, oldest first, at most `limit`. */
  async readStreamPage(db: Queryable, streamId: string, afterVersion: number, limit: number): Promise<RecordedEvent[]> {
    const { rows } = await db.query<EventRow>(`SELECT ${COLUMNS} FROM events WHERE stream_id = $1 AND stream_version > $2 ORDER BY stream_version LIMIT $3`, [
      streamId,
      afterVersion,
      limit,
    ]);
    return rows.map(toRecordedEvent);
  }

  async findEvent(db: Queryable, eventId: string): Promise<RecordedEvent | null> {
    const { rows } = await db.query<EventRow>(`SELECT ${COLUMNS} FROM events WHERE event_id = $1`, [eventId]);
    return rows[0] ? toRecordedEvent(rows[0]) : null;
  }

  /** Every event type in the log, hopping through the (type, position) index instead of reading every event. */
  async eventTypes(db: Queryable): Promise<string[]> {
    const { rows } = await db.query<{ type: string }>(
      `WITH RECURSIVE found (type) AS (
         SELECT min(type) FROM events
         UNION ALL
         SELECT (SELECT min(type) FROM events WHERE type > found.type) FROM found WHERE found.type IS NOT NULL
       )
       SELECT type FROM found WHERE type IS NOT NULL`,
    );
    return rows.map((row) => row.type);
  }

  async headPosition(db: Queryable): Promise<number> {
    const { rows } = await db.query<{ head: number | null }>('SELECT max(position) AS head FROM events');
    return rows[0]?.head ?? 0;
  }
}

/** The INSERT of a stream's events after `version`, with reserved positions, ids and times where given. */
function insertStatement(
  streamId: string,
  version: number,
  events: readonly NewEvent[],
  metadata: EventMetadata,
  reserved?: readonly Reservation[],
): [string, unknown[]] {
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const tuples = events.map((event, index) => {
    const own = [streamId, version + index + 1, event.type, event.schemaVersion ?? 1].map(param);
    const json = [JSON.stringify(event.data), JSON.stringify(metadata)].map((value) => `${param(value)}::jsonb`);
    const taken = reserved ? [reserved[index]!.position, reserved[index]!.eventId, reserved[index]!.recordedAt].map(param) : [];
    return `(${[...own, ...json, ...taken].join(', ')})`;
  });
  const columns = `stream_id, stream_version, type, schema_version, data, metadata${reserved ? ', position, event_id, recorded_at' : ''}`;
  return [`INSERT INTO events (${columns}) VALUES ${tuples.join(', ')} RETURNING ${COLUMNS}`, values];
}

/** A violation of the stream's unique versions, as the ConcurrencyError it means; any other error as it is. */
function streamTaken(error: unknown, streamId: string, expectedVersion: number): unknown {
  return isUniqueViolation(error, 'events_stream_version_unique') ? new ConcurrencyError(streamId, expectedVersion, null) : error;
}

/** Postgres names the taken key in the violation's detail: "Key (stream_id, stream_version)=(s, 4) already exists." */
function streamThatMovedOn(error: unknown, appends: readonly StreamAppend[]): ConcurrencyError {
  const detail = (error as { detail?: string }).detail ?? '';
  const taken = appends.find(({ streamId }) => detail.includes(`=(${streamId}, `)) ?? appends[0]!;
  return new ConcurrencyError(taken.streamId, taken.expectedVersion, null);
}

/** An event row as `to_jsonb` gives it: the time as text. */
type JsonEventRow = Omit<EventRow, 'recorded_at'> & { recorded_at: string };

function fromJson(row: JsonEventRow): RecordedEvent {
  return toRecordedEvent({ ...row, recorded_at: new Date(row.recorded_at) });
}

function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    position: row.position,
    eventId: row.event_id,
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    type: row.type,
    schemaVersion: row.schema_version,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at,
  };
}
