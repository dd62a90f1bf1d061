import pg from 'pg';
import type { Database, Queryable } from '../../database/database.js';
import type { RecordedEvent } from '../../event-store/event.js';
import type { Projection } from '../projection.js';

/**
 * Projections rebuilt together in one transaction on one connection, one after another: `begin`,
 * `empty`, `applyWindow` for each window of the log, `finish`, and `end` in any case. A rebuild
 * of several projections gives each a lane of its own when the server has a connection to spare,
 * so that Postgres writes several read models at once while Node folds the next batch.
 */
export class RebuildLane {
  /** Events each projection handled so far, by name. */
  readonly events = new Map<string, number>();
  private inTransaction = false;
  /** Definitions of the indexes `empty` dropped, for `finish` to create again. */
  private droppedIndexes: string[] = [];

  constructor(
    readonly connection: pg.ClientBase,
    readonly projections: Projection[],
    private readonly close: () => Promise<void>,
  ) {}

  private get tables(): string {
    return this.projections.flatMap((projection) => projection.tables).join(', ');
  }

  /**
   * Begins the transaction and locks the lane's tables exclusively. With `lockTimeout`, waits at
   * most that long for them and fails with a lock timeout (SQLSTATE 55P03) instead.
   */
  async begin(lockTimeout?: string): Promise<void> {
    await this.connection.query('BEGIN');
    this.inTransaction = true;
    // Batches sort and group tens of thousands of rows and indexes are built again at the end; a
    // rebuild lost in a crash before its commit reached the disk leaves the old rows, whole.
    await this.connection.query("SET LOCAL work_mem = '64MB'; SET LOCAL maintenance_work_mem = '256MB'; SET LOCAL synchronous_commit = off");
    if (lockTimeout) await this.connection.query("SELECT set_config('lock_timeout', $1, true)", [lockTimeout]);
    await this.connection.query(`LOCK TABLE ${this.tables} IN ACCESS EXCLUSIVE MODE`);
    if (lockTimeout) await this.connection.query('SET LOCAL lock_timeout TO DEFAULT');
  }

  /** Truncates the lane's tables and drops the indexes its batch paths do without. */
  async empty(): Promise<void> {
    await this.connection.query(`TRUNCATE ${this.tables}`);
    const names = this.projections.flatMap((projection) => (projection.applyBatch ? (projection.indexesBuiltAfterRebuild ?? []) : []));
    if (names.length === 0) return;
    const { rows } = await this.connection.query<{ name: string; definition: string }>(
      `SELECT format('%I.%I', schemaname, indexname) AS name, indexdef AS definition FROM pg_indexes
       WHERE indexname = ANY($1::text[]) AND schemaname = current_schema()`,
      [names],
    );
    for (const { name } of rows) await this.connection.query(`DROP INDEX ${name}`);
    this.droppedIndexes = rows.map((row) => row.definition);
  }

  async applyWindow(window: readonly RecordedEvent[]): Promise<void> {
    for (const projection of this.projections) {
      const events = eventsOf(projection, window);
      this.events.set(projection.name, (this.events.get(projection.name) ?? 0) + events.length);
      await applyToProjection(this.connection, projection, events);
    }
  }

  /** Creates the dropped indexes again, records each projection's checkpoint and commits. */
  async finish(position: number): Promise<void> {
    for (const definition of this.droppedIndexes) await this.connection.query(definition);
    for (const projection of this.projections) {
      await this.connection.query(
        `INSERT INTO projection_checkpoints (name, position, rebuilt_at, updated_at) VALUES ($1, $2, now(), now())
         ON CONFLICT (name) DO UPDATE SET position = EXCLUDED.position, rebuilt_at = now(), updated_at = now()`,
        [projection.name, position],
      );
    }
    await this.connection.query('COMMIT');
    this.inTransaction = false;
  }

  async rollback(): Promise<void> {
    if (!this.inTransaction) return;
    this.inTransaction = false;
    await this.connection.query('ROLLBACK').catch(() => undefined);
  }

  /** Rolls back what is not committed and lets go of the connection. */
  async end(): Promise<void> {
    await this.rollback();
    await this.close().catch(() => undefined);
  }
}

/**
 * One lane per projection: the first on a connection from the pool, each other on a connection
 * of its own, or in the first lane when the server has none to spare.
 */
export async function openLanes(db: Database, projections: readonly Projection[]): Promise<RebuildLane[]> {
  const [first, ...others] = projections;
  if (!first) return [];
  const pooled = await db.pool.connect();
  const lanes = [new RebuildLane(pooled, [first], async () => pooled.release())];
  for (const projection of others) {
    const client = await openConnection(db);
    if (client) lanes.push(new RebuildLane(client, [projection], () => client.end()));
    else lanes[0]!.projections.push(projection);
  }
  return lanes;
}

/** A connection of its own, not from the pool; undefined when the server refuses one. */
export async function openConnection(db: Database): Promise<pg.Client | undefined> {
  const client = new pg.Client(db.pool.options);
  // A connection lost midway fails the statement that uses it, and with it the rebuild.
  client.on('error', () => undefined);
  try {
    await client.connect();
    return client;
  } catch {
    await client.end().catch(() => undefined);
    return undefined;
  }
}

/** The events of a window the projection handles, in log order. */
function eventsOf(projection: Projection, window: readonly RecordedEvent[]): readonly RecordedEvent[] {
  const types = new Set(projection.eventTypes);
  return window.filter((event) => types.has(event.type));
}

/** Applies events in log order through the projection's batch path, or one by one without one. */
export async function applyToProjection(db: Queryable, projection: Projection, events: readonly RecordedEvent[]): Promise<void> {
  if (!projection.applyBatch) {
    for (const event of events) await projection.apply(db, event);
  } else if (events.length > 0) {
    await projection.applyBatch(db, events);
  }
}
