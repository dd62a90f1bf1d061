import type pg from 'pg';
import type { Database } from '../../database/database.js';
import type { RecordedEvent } from '../../event-store/event.js';
import type { EventStore } from '../../event-store/event-store.js';
import type { RowMap } from '../fold.js';
import type { AnyReadModel } from '../read-model.js';
import { eventTypesOf } from '../read-model.js';
import { RowTable } from '../row-table.js';
import { MemoryFold } from './memory-fold.js';

/**
 * The log folded in memory in log order through read models (each after its sources), every row
 * kept until the end: the rebuild's way for read models whose rows are not each one user's.
 */
export class LogOrderFold {
  readonly rows: MemoryFold;
  private readonly types: string[];
  position = 0;
  private tracked: Map<AnyReadModel, Set<string>> | null = null;

  constructor(
    models: readonly AnyReadModel[],
    private readonly store: EventStore,
    private readonly batchSize: number,
  ) {
    this.rows = new MemoryFold(models);
    this.types = [...new Set(models.flatMap(eventTypesOf))];
  }

  /** Folds the log after where it got to, up to `head`; answers how many events. */
  async foldUpTo(
    db: pg.ClientBase | Database,
    head: number,
    onProgress?: (folded: { events: number; position: number }) => void,
    signal?: AbortSignal,
  ): Promise<number> {
    if (this.types.length === 0) return 0;
    let events = 0;
    const read = (after: number) => this.store.readAll(db, after, this.batchSize, { types: this.types, toPosition: head });
    // The next window is read (on another pooled connection) while this one is folded.
    for (let next = read(this.position); ;) {
      const window: RecordedEvent[] = await next;
      if (window.length === 0) break;
      signal?.throwIfAborted();
      next = read(window.at(-1)!.position);
      this.rows.apply(window);
      this.position = window.at(-1)!.position;
      events += window.length;
      onProgress?.({ events, position: this.position });
    }
    this.rows.settle();
    return events;
  }

  /** From now on, remembers which rows each read model's folds replace (across attempts to swap). */
  startTracking(): void {
    this.tracked = this.rows.startTracking();
  }

  /** Writes the rows replaced since `startTracking` into the model's shadow table. */
  async writeTouched(client: pg.ClientBase, model: AnyReadModel, table: string): Promise<void> {
    await replaceRows(client, new RowTable(model, table), this.tracked!.get(model)!, this.rows.rowsOf(model));
  }
}

/** Replaces the rows of `ids` in a table by those in `rows` (deleting the ones that are null or absent there). */
export async function replaceRows(client: pg.ClientBase, table: RowTable, ids: Iterable<string>, rows: RowMap): Promise<void> {
  const keys = [...ids];
  if (keys.length === 0) return;
  await table.delete(
    client,
    keys.map((id) => keyColumns(table.model, id)),
  );
  await table.insert(
    client,
    keys.map((id) => rows.get(id)).filter((row): row is object => !!row),
  );
}

const keyColumns = (model: AnyReadModel, id: string): object => Object.fromEntries(id.split('\u0001').map((value, index) => [model.key[index], value]));
