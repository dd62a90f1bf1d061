import type { EntitySchema } from 'typeorm';
import type { RecordedEvent } from '../event-store/event.js';

/** A row of a source read model as one input changed it: what a derived read model evolves over. */
export interface RowChange<Row> {
  before: Row | null;
  after: Row | null;
}

interface ReadModelTable<Row extends object> {
  readonly name: string;
  /** The TypeORM entity of the table: its columns and indexes; migrations create it. */
  readonly entity: EntitySchema<Row>;
  /** The primary key's columns; `keysOf` names rows by them. */
  readonly key: readonly (keyof Row & string)[];
  /**
   * Bumped whenever `evolve` starts to leave different rows for the same log: the next start
   * rebuilds the table from the log (see rebuildStale), so no table outlives the rules it was built by.
   */
  readonly version: number;
}

/**
 * A read model fed by events: which rows an event touches, and the pure fold of one row over it.
 * `evolve` returns null to delete the row, and the row it was given when the event changes
 * nothing; it must leave a row as it is for an event it already applied (rows keep the stream
 * versions they applied), so applying an event twice changes nothing.
 */
export interface EventReadModel<Row extends object> extends ReadModelTable<Row> {
  readonly eventTypes: readonly string[];
  keysOf(event: RecordedEvent): readonly Partial<Row>[];
  evolve(row: Row | null, event: RecordedEvent): Row | null;
  /**
   * Optional: true for an event that starts its row on a new stream (the first event of a set's
   * stream), whose key no row can have yet: the live runner inserts it without reading first.
   */
  startsRow?(event: RecordedEvent): boolean;
  /**
   * True when every event it reads names, in `data.userId`, the one user whose rows it touches:
   * a rebuild then folds it user by user (rebuild/user-shards.ts) instead of holding every row.
   */
  readonly byUser?: boolean;
}

/**
 * A read model fed by the row changes of another, for tables whose rows need a value the event
 * does not carry: a day's sets need the date an edited set had before, which its source row keeps.
 */
export interface DerivedReadModel<Row extends object, Source extends object> extends ReadModelTable<Row> {
  readonly source: EventReadModel<Source>;
  keysOf(change: RowChange<Source>): readonly Partial<Row>[];
  evolve(row: Row | null, change: RowChange<Source>): Row | null;
}

/** What a grouped read model's evolve answers when it cannot fold a change: count the row's group again. */
export const RECOUNT = Symbol('recount');
export type Recount = typeof RECOUNT;

/**
 * A derived read model whose row sums up a group of source rows: the source rows with the row's
 * key in the same-named columns (a day's sets: machine_id and date). `evolve` folds in what it can
 * by itself (a set joining its day) and answers RECOUNT for what it cannot (a set leaving: it may
 * have been the day's best); the runners then read the group and call `summarise`. So a row stays
 * small, and a set costs the same on a day of three sets as on a day of three hundred.
 */
export interface GroupedReadModel<Row extends object, Source extends object> extends ReadModelTable<Row> {
  readonly source: EventReadModel<Source>;
  /** SQL condition on the source table's rows that can count, so that a group is read through its index. */
  readonly membersWhere: string;
  keysOf(change: RowChange<Source>): readonly Partial<Row>[];
  evolve(row: Row | null, change: RowChange<Source>): Row | null | Recount;
  /** The row from its group's source rows (any of them: it picks the ones that count). */
  summarise(sources: readonly Source[]): Row | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of read models of different row types
export type AnyReadModel = EventReadModel<any> | DerivedReadModel<any, any> | GroupedReadModel<any, any>;

export const isDerived = (model: AnyReadModel): model is DerivedReadModel<object, object> | GroupedReadModel<object, object> => 'source' in model;

/** Whether a rebuild may fold the model user by user: its rows, or its source's, belong to one user each. */
export const isByUser = (model: AnyReadModel): boolean => ((isDerived(model) ? model.source : model) as EventReadModel<object>).byUser === true;

export const isGrouped = (model: AnyReadModel): model is GroupedReadModel<object, object> => 'summarise' in model;

/** The read models and, before each, the sources it is derived from (folded, not written). */
export function withSources(models: readonly AnyReadModel[]): AnyReadModel[] {
  const all: AnyReadModel[] = [];
  const add = (model: AnyReadModel) => {
    if (all.includes(model)) return;
    if (isDerived(model)) add(model.source);
    all.push(model);
  };
  models.forEach(add);
  return all;
}

/** The event types a read model reads itself; none for a derived one. */
export const eventTypesOf = (model: AnyReadModel): readonly string[] => (isDerived(model) ? [] : (model as EventReadModel<object>).eventTypes);

/** A row's key as a map key: its key columns' values in order. */
export function rowKey(model: AnyReadModel, row: object): string {
  // Most keys are one column: no list to build and join for every input of a rebuild.
  if (model.key.length === 1) return String((row as Record<string, unknown>)[model.key[0]!]);
  return model.key.map((column) => String((row as Record<string, unknown>)[column])).join('\u0001');
}
