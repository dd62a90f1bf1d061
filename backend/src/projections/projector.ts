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

  async applyInline(tx: Queryable, events: readonly RecordedEvent[]): Promise<void> {
    for (const event of events) {
      for (const projection of this.byEventType.get(event.type) ?? []) {
        await projection.apply(tx, event);
      }
    }
  }

  find(name: string): Projection | undefined {
    return this.projections.find((projection) => projection.name === name);
  }
}
