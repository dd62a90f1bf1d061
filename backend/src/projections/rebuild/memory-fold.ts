import type { RecordedEvent } from '../../event-store/event.js';
import type { RowMap } from '../fold.js';
import { Fold, recountInMemory, summariseAll } from '../fold.js';
import type { AnyReadModel, GroupedReadModel } from '../read-model.js';
import { isGrouped } from '../read-model.js';

/**
 * Rows of read models (each after its sources) folded in memory from windows of events, the
 * rebuild's way: a grouped model's recounts wait until `settle` (see FoldStep.deferRecounts).
 * Given `wholeHistory` (every event of the users the events name, as a user shard is), a grouped
 * model is not folded at all: `settle` sums each of its rows up from the source's rows once.
 */
export class MemoryFold {
  private readonly fold: Fold;
  private readonly rows = new Map<AnyReadModel, RowMap>();
  private readonly pendingRecounts = new Map<GroupedReadModel<object, object>, Map<string, object>>();
  private readonly summedAtSettle: GroupedReadModel<object, object>[];
  private tracked: Map<AnyReadModel, Set<string>> | null = null;

  constructor(
    readonly models: readonly AnyReadModel[],
    { wholeHistory = false }: { wholeHistory?: boolean } = {},
  ) {
    this.summedAtSettle = wholeHistory ? models.filter(isGrouped) : [];
    const folded = wholeHistory ? models.filter((model) => !isGrouped(model)) : models;
    this.fold = new Fold(folded);
    for (const model of models) this.rows.set(model, new Map());
    for (const model of folded.filter(isGrouped)) this.pendingRecounts.set(model, new Map());
  }

  apply(events: readonly RecordedEvent[]): void {
    for (const step of this.fold.steps(events)) {
      const pending = this.pendingRecounts.get(step.model as GroupedReadModel<object, object>);
      if (pending) step.deferRecounts(pending);
      step.apply(this.rows.get(step.model)!);
      this.track(step.model, step.touched);
    }
  }

  /** Counts the waiting rows again, once the events they wait for are all folded (and sums up the grouped rows of a whole history). */
  settle(): void {
    for (const model of this.summedAtSettle) this.rows.set(model, summariseAll(model, this.rows.get(model.source as AnyReadModel)!));
    for (const [model, pending] of this.pendingRecounts) {
      if (pending.size === 0) continue;
      this.track(model, recountInMemory(model, this.rows.get(model)!, this.rows.get(model.source as AnyReadModel)!, pending));
      pending.clear();
    }
  }

  /** The model's rows by key, with null for a key whose row went. */
  rowsOf(model: AnyReadModel): RowMap {
    return this.rows.get(model)!;
  }

  liveRows(model: AnyReadModel): object[] {
    return [...this.rows.get(model)!.values()].filter((row): row is object => row !== null);
  }

  /** From now on, remembers which rows each read model's folds replace (across attempts to swap). */
  startTracking(): Map<AnyReadModel, Set<string>> {
    this.tracked = new Map(this.models.map((model) => [model, new Set<string>()]));
    return this.tracked;
  }

  private track(model: AnyReadModel, ids: Iterable<string>): void {
    const tracked = this.tracked?.get(model);
    if (tracked) for (const id of ids) tracked.add(id);
  }
}
