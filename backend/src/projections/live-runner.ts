import type { Queryable } from '../database/database.js';
import type { StatementPart } from '../database/one-statement.js';
import { runAsOne } from '../database/one-statement.js';
import type { AppendedInTransaction, PreparedApply } from '../event-store/appended-in-transaction.js';
import type { RecordedEvent } from '../event-store/event.js';
import type { FoldStep, RowMap } from './fold.js';
import { Fold } from './fold.js';
import type { AnyReadModel, GroupedReadModel } from './read-model.js';
import { isDerived, isGrouped, rowKey } from './read-model.js';
import type { RowChanges } from './row-table.js';
import { RowTable } from './row-table.js';

/**
 * Applies a command's events to every read model inside the command's transaction, so the user
 * reads their own write on the next request: per read model, load the rows the events touch, fold
 * them (pure); then write back what changed, every model's changes in one statement.
 */
export class LiveRunner implements AppendedInTransaction {
  private readonly fold: Fold;
  private readonly tables: Map<AnyReadModel, RowTable>;

  constructor(models: readonly AnyReadModel[]) {
    this.fold = new Fold(models);
    this.tables = new Map(models.map((model) => [model, new RowTable(model)]));
    for (const model of models) if (isGrouped(model) && !this.tables.has(model.source)) throw new Error(`${model.name} needs its source ${model.source.name}`);
  }

  async apply(tx: Queryable, events: readonly RecordedEvent[]): Promise<void> {
    await this.run(tx, this.fold.steps(events));
  }

  /** Takes events that are being erased from the log out of every read model (see Fold.erasing). */
  async erase(tx: Queryable, events: readonly RecordedEvent[]): Promise<void> {
    await this.run(tx, this.fold.erasing(events));
  }

  /**
   * For events that start every row they feed directly (a new stream's first, see startsRow): the
   * rows of the models derived from those are known from the events alone, so they are read
   * before the events are recorded, and the whole fold is written with them in one statement.
   */
  prepare(events: readonly RecordedEvent[]): PreparedApply | null {
    const planned = new Map<AnyReadModel, Set<string>>();
    const reads: StatementPart<object[]>[] = [];
    for (const step of this.fold.steps(events)) {
      const toLoad = this.toLoad(step);
      if (!isDerived(step.model)) {
        if (toLoad.length > 0) return null;
        step.apply(new Map());
      } else if (toLoad.length > 0) {
        planned.set(step.model, new Set(toLoad.map((key) => rowKey(step.model, key))));
        reads.push(this.tables.get(step.model)!.loadPart(toLoad));
      }
    }
    const models = [...planned.keys()];
    return {
      reads,
      writes: (answers, recorded) => {
        const read = new Map(models.map((model, index) => [model, answers[index] as object[]]));
        const parts: StatementPart[] = [];
        const written = new Map<string, object[]>();
        for (const step of this.fold.steps(recorded)) {
          const toLoad = this.toLoad(step).map((key) => rowKey(step.model, key));
          if (toLoad.some((id) => !planned.get(step.model)?.has(id))) return null;
          const rows = rowsByKey(step.model, read.get(step.model) ?? []);
          const loaded = new Set(rows.keys());
          step.apply(rows);
          if (step.recounts.size > 0) return null;
          const changes = changesOf(step, rows, loaded);
          parts.push(...this.tables.get(step.model)!.writes(changes));
          written.set(step.model.name, [...(written.get(step.model.name) ?? []), ...changes.started, ...changes.created, ...changes.existing]);
        }
        return { parts, rows: written };
      },
    };
  }

  private async run(tx: Queryable, steps: Iterable<FoldStep>): Promise<void> {
    const writes: StatementPart[] = [];
    for (const step of steps) {
      const rows = rowsByKey(step.model, await this.tables.get(step.model)!.load(tx, this.toLoad(step)));
      const loaded = new Set(rows.keys());
      step.apply(rows);
      if (step.recounts.size > 0) {
        // A group is counted from its source's rows as this transaction leaves them: those are written first.
        await runAsOne(tx, writes.splice(0));
        step.recount(rows, await this.groups(tx, step.model as GroupedReadModel<object, object>, step.recounts));
      }
      writes.push(...this.tables.get(step.model)!.writes(changesOf(step, rows, loaded)));
    }
    await runAsOne(tx, writes);
  }

  /** The keys of the rows a step reads: those it touches that its events do not start. */
  private toLoad(step: FoldStep): object[] {
    const started = step.startedKeys();
    return [...step.keys()].filter(([id]) => !started.has(id)).map(([, key]) => key);
  }

  /** The source rows of each group to count again, as this transaction has left them (sources are saved first). */
  private async groups(tx: Queryable, model: GroupedReadModel<object, object>, keys: ReadonlyMap<string, object>): Promise<Map<string, object[]>> {
    const source = this.tables.get(model.source)!;
    const groups = new Map<string, object[]>();
    for (const [id, key] of keys) groups.set(id, await source.loadGroup(tx, key, model.membersWhere));
    return groups;
  }
}

function rowsByKey(model: AnyReadModel, rows: readonly object[]): RowMap {
  return new Map(rows.map((row) => [rowKey(model, row), row]));
}

/** What a folded step did to each row it touched, given the keys that were there when loaded. */
function changesOf(step: FoldStep, rows: RowMap, loaded: ReadonlySet<string>): RowChanges {
  const keys = step.keys();
  const started = step.startedKeys();
  const changes: RowChanges = { started: [], created: [], existing: [], deleted: [] };
  for (const id of step.touched) {
    const row = rows.get(id);
    if (row) (loaded.has(id) ? changes.existing : started.has(id) ? changes.started : changes.created).push(row);
    else if (loaded.has(id)) changes.deleted.push(keys.get(id)!);
  }
  return changes;
}
