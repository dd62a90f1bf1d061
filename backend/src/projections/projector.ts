import type { Queryable } from '../database/database.js';
import type { RecordedEvent } from '../event-store/event.js';
import type { Projection } from './projection.js';

/** Routes each appended event to the projections that handle it, inside the append's transaction. */
export class Projector {
  private readonly byEventType = new Map<string, Projection[]>();

  constructor(readonly projections: readonly Projection[]) {
    const names = new Set<string>();
    for (const projection of projections) {
      if (names.has(projection.name)) throw new Error(`Two projections are named ${projection.name}`);
      names.add(projection.name);
      for (const type of projection.eventTypes) {
        this.byEventType.set(type, [...(this.byEventType.get(type) ?? []), projection]);
      }
    }
  }

  /**
   * Applies events in log order. A run of consecutive events that one projection alone handles
   * goes to its `applyMany` when it has one; every other event to each of its projections in turn.
   */
  async applyInline(tx: Queryable, events: readonly RecordedEvent[]): Promise<void> {
    for (let start = 0; start < events.length; ) {
      const only = this.onlyProjection(events[start]!);
      let end = start + 1;
      if (only?.applyMany) while (end < events.length && this.onlyProjection(events[end]!) === only) end++;
      if (end - start > 1) {
        await only!.applyMany!(tx, events.slice(start, end));
      } else {
        for (const projection of this.byEventType.get(events[start]!.type) ?? []) await projection.apply(tx, events[start]!);
      }
      start = end;
    }
  }

  private onlyProjection(event: RecordedEvent): Projection | undefined {
    const projections = this.byEventType.get(event.type) ?? [];
    return projections.length === 1 ? projections[0] : undefined;
  }

  find(name: string): Projection | undefined {
    return this.projections.find((projection) => projection.name === name);
  }
}
