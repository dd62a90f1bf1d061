import type { Queryable } from '../database/database.js';
import type { AppendedInTransaction } from '../event-store/appended-in-transaction.js';
import type { RecordedEvent } from '../event-store/event.js';
import type { FoldStep, RowMap } from './fold.js';
import { Fold } from './fold.js';
import type { AnyReadModel, GroupedReadModel } from './read-model.js';
import { isGrouped, rowKey } from './read-model.js';
import { RowTable } from './row-table.js';

/**
 * Applies a command's events to every read model inside the command's transaction, so the user
 * reads their own write on the next request: per read model, load the rows the events touch, fold
 * them (pure), write back what changed.
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

  private async run(tx: Queryable, steps: Iterable<FoldStep>): Promise<void> {
    for (const step of steps) {
      const table = this.tables.get(step.model)!;
      const keys = step.keys();
      const started = step.startedKeys();
      const rows: RowMap = new Map();
      const toLoad = [...keys].filter(([id]) => !started.has(id)).map(([, key]) => key);
      for (const row of await table.load(tx, toLoad)) rows.set(rowKey(step.model, row), row);
      const loaded = new Set(rows.keys());
      step.apply(rows);
      if (step.recounts.size > 0) step.recount(rows, await this.groups(tx, step.model as GroupedReadModel<object, object>, step.recounts));
      const changes = { started: [] as object[], created: [] as object[], existing: [] as object[], deleted: [] as object[] };
      for (const id of step.touched) {
        const row = rows.get(id);
        if (row) (loaded.has(id) ? changes.existing : started.has(id) ? changes.started : changes.created).push(row);
        else if (loaded.has(id)) changes.deleted.push(keys.get(id)!);
      }
      await table.save(tx, changes);
    }
  }

  /** The source rows of each group to count again, as this transaction has left them (sources are saved first). */
  private async groups(tx: Queryable, model: GroupedReadModel<object, object>, keys: ReadonlyMap<string, object>): Promise<Map<string, object[]>> {
    const source = this.tables.get(model.source)!;
    const groups = new Map<string, object[]>();
    for (const [id, key] of keys) groups.set(id, await source.loadGroup(tx, key, model.membersWhere));
    return groups;
  }
}
