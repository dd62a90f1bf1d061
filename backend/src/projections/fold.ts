import type { RecordedEvent } from '../event-store/event.js';
import type { AnyReadModel, EventReadModel, GroupedReadModel, Recount, RowChange } from './read-model.js';
import { RECOUNT, eventTypesOf, isDerived, isGrouped, rowKey } from './read-model.js';

/** Rows of one read model by key; null marks a row that does not exist (or no longer does). */
export type RowMap = Map<string, object | null>;

type Input = RecordedEvent | RowChange<object>;

/**
 * What the live runner and the rebuild runner share (pure, no I/O): each read model in turn, its
 * sources first, folds its inputs into the rows it was given. An event-fed model reads the events
 * of its types; a derived model the changes its source's rows went through just before.
 */
export class Fold {
  private readonly byType = new Map<AnyReadModel, Set<string>>();
  /** Models others derive from: only their changes are worth keeping. */
  private readonly sources: Set<AnyReadModel>;

  constructor(readonly models: readonly AnyReadModel[]) {
    assertSourcesFirst(models);
    for (const model of models) this.byType.set(model, new Set(eventTypesOf(model)));
    this.sources = new Set(models.filter(isDerived).map((model) => model.source as AnyReadModel));
  }

  /** The inputs of each model for a batch of events, in log order, with the keys they touch. */
  *steps(events: readonly RecordedEvent[]): Generator<FoldStep> {
    yield* this.stepsWith(events, FoldStep);
  }

  /**
   * The steps that take events out again, for erasing them from the log: every row an event
   * touches goes, and the models derived from those rows fold their deletion (a day whose sets
   * all went is dropped; one shared with others would be counted again from what is left).
   */
  *erasing(events: readonly RecordedEvent[]): Generator<FoldStep> {
    yield* this.stepsWith(events, ErasingStep);
  }

  private *stepsWith(events: readonly RecordedEvent[], EventStep: typeof FoldStep): Generator<FoldStep> {
    const changes = new Map<AnyReadModel, RowChange<object>[]>();
    for (const model of this.models) {
      const types = this.byType.get(model);
      const inputs: Input[] = isDerived(model) ? (changes.get(model.source) ?? []) : events.filter((event) => types!.has(event.type));
      if (inputs.length === 0) continue;
      const step = new (isDerived(model) ? FoldStep : EventStep)(model, inputs, this.sources.has(model));
      yield step;
      changes.set(model, step.changes);
    }
  }
}

/** One model's share of a batch: the caller supplies its rows (`keys` says which), then `apply`. */
export class FoldStep {
  readonly changes: RowChange<object>[] = [];
  /** Keys whose rows `apply` replaced. */
  readonly touched = new Set<string>();
  /** Keys whose rows a grouped model wants counted again from their groups (see `recount`). */
  recounts = new Map<string, object>();

  constructor(
    readonly model: AnyReadModel,
    private readonly inputs: readonly Input[],
    private readonly keepChanges: boolean,
  ) {}

  /** Every row the inputs touch, by key, with the key columns' values. */
  keys(): Map<string, object> {
    const keys = new Map<string, object>();
    for (const input of this.inputs) {
      for (const key of keysOf(this.model, input)) keys.set(rowKey(this.model, key), key);
    }
    return keys;
  }

  /** Keys whose rows the inputs start (see EventReadModel.startsRow): there is nothing to read for them. */
  startedKeys(): Set<string> {
    const starts = (this.model as EventReadModel<object>).startsRow;
    const started = new Set<string>();
    if (!starts) return started;
    for (const input of this.inputs) {
      if (starts(input as RecordedEvent)) for (const key of keysOf(this.model, input)) started.add(rowKey(this.model, key));
    }
    return started;
  }

  apply(rows: RowMap): void {
    for (const input of this.inputs) {
      const keys = keysOf(this.model, input);
      const ids = keys.length === 1 ? [rowKey(this.model, keys[0]!)] : new Set(keys.map((key) => rowKey(this.model, key)));
      for (const id of ids) {
        if (this.recounts.has(id)) continue; // its recount covers this input too
        const before = rows.get(id) ?? null;
        const after = evolve(this.model, before, input);
        if (after === RECOUNT) {
          this.recounts.set(
            id,
            keys.find((key) => rowKey(this.model, key) === id)!,
          );
          continue;
        }
        if (after === before) continue;
        rows.set(id, after);
        this.touched.add(id);
        if (this.keepChanges) this.changes.push({ before, after });
      }
    }
  }

  /**
   * The rebuild's: the step's recounts join `pending`, which waits across windows of the log until
   * the whole log is folded (see recountInMemory); an input for a row that waits is covered by it.
   */
  deferRecounts(pending: Map<string, object>): void {
    this.recounts = pending;
  }

  /** Replaces the rows `recounts` names, given the source rows of each one's group. */
  recount(rows: RowMap, groups: ReadonlyMap<string, readonly object[]>): void {
    const model = this.model as GroupedReadModel<object, object>;
    for (const id of this.recounts.keys()) {
      rows.set(id, model.summarise(groups.get(id) ?? []));
      this.touched.add(id);
    }
  }
}

/** Deletes every row its events touch, instead of folding the events into them. */
class ErasingStep extends FoldStep {
  override startedKeys(): Set<string> {
    return new Set();
  }

  override apply(rows: RowMap): void {
    for (const id of this.keys().keys()) {
      const before = rows.get(id) ?? null;
      if (before === null) continue;
      rows.set(id, null);
      this.touched.add(id);
      this.changes.push({ before, after: null });
    }
  }
}

/**
 * Counts the rows `recounts` names again from their groups, with every row in memory (the
 * rebuild's): one pass over the source's rows finds every group. The rebuild does it once after
 * folding the log, not per window: a window's edits and deletions leave a few days to recount,
 * but a pass over every set per window cost more than the fold itself. Answers the keys replaced.
 */
export function recountInMemory(
  model: GroupedReadModel<object, object>,
  rows: RowMap,
  sourceRows: RowMap,
  recounts: ReadonlyMap<string, object>,
): Iterable<string> {
  const groups = groupsOf(model, sourceRows, recounts);
  for (const [id, members] of groups) rows.set(id, model.summarise(members));
  return groups.keys();
}

/**
 * Every row of a grouped model summed up from all its source's rows: the rebuild's, for users
 * whose whole history was folded (a user shard), where summing each group once costs less than
 * folding every change into it (a month's days were copied for each of its sets).
 */
export function summariseAll(model: GroupedReadModel<object, object>, sourceRows: RowMap): RowMap {
  return new Map([...groupsOf(model, sourceRows)].map(([id, members]) => [id, model.summarise(members)]));
}

/** The source's rows by the key of the grouped row they count in: only of the keys `wanted` names, when given. */
function groupsOf(model: GroupedReadModel<object, object>, sourceRows: RowMap, wanted?: ReadonlyMap<string, object>): Map<string, object[]> {
  const groups = new Map<string, object[]>(wanted ? [...wanted.keys()].map((id) => [id, []]) : []);
  for (const row of sourceRows.values()) {
    if (!row) continue;
    const id = rowKey(model, row);
    const group = groups.get(id);
    if (group) group.push(row);
    else if (!wanted) groups.set(id, [row]);
  }
  return groups;
}

// Each model gets only inputs of its own kind (see Fold.steps); the casts only tell TypeScript so.
const keysOf = (model: AnyReadModel, input: Input): readonly object[] => (model as EventReadModel<object>).keysOf(input as RecordedEvent);

const evolve = (model: AnyReadModel, row: object | null, input: Input): object | null | Recount =>
  (model as EventReadModel<object>).evolve(row, input as RecordedEvent);

function assertSourcesFirst(models: readonly AnyReadModel[]): void {
  const names = new Set<string>();
  for (const model of models) {
    if (names.has(model.name)) throw new Error(`Two read models are named ${model.name}`);
    if (isDerived(model) && !names.has(model.source.name)) throw new Error(`Read model ${model.name} must come after its source ${model.source.name}`);
    // A recount replaces rows without the changes a derived model would need.
    if (isDerived(model) && isGrouped(model.source as AnyReadModel))
      throw new Error(`Read model ${model.name} cannot derive from the grouped ${model.source.name}`);
    names.add(model.name);
  }
}
