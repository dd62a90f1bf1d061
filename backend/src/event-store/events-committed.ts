import type { RecordedEvent } from './event.js';

/**
 * Published on the Nest event bus after a command's transaction committed. Reactors (sagas)
 * subscribe with `@EventsHandler(EventsCommitted)` and pick the event types they care about;
 * they must only enqueue idempotent work (job id = event id), since a crash after the commit
 * but before the reaction loses the reaction, never the event.
 */
export class EventsCommitted {
  constructor(readonly events: readonly RecordedEvent[]) {}

  ofType<Type extends string>(...types: Type[]): RecordedEvent<Type>[] {
    return this.events.filter((event): event is RecordedEvent<Type> => (types as string[]).includes(event.type));
  }
}
