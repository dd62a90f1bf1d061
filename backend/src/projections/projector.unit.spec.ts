import type { Queryable } from '../database/database.js';
import type { RecordedEvent } from '../event-store/event.js';
import type { Projection } from './projection.js';
import { Projector } from './projector.js';

const db = {} as Queryable;

function event(type: string, position: number): RecordedEvent {
  return { position, eventId: `e${position}`, streamId: 's', streamVersion: position, type, schemaVersion: 1, data: {}, metadata: {}, recordedAt: new Date(0) };
}

describe('Projector.applyInline', () => {
  it('hands a run of events that one projection alone handles to its applyMany, and everything else event by event', async () => {
    const calls: string[] = [];
    const projection = (name: string, eventTypes: string[], withMany: boolean): Projection => ({
      name,
      tables: [],
      eventTypes,
      apply: async (_, recorded) => void calls.push(`${name}.apply(${recorded.position})`),
      ...(withMany ? { applyMany: async (_: Queryable, events: readonly RecordedEvent[]) => void calls.push(`${name}.many(${events.map((e) => e.position).join(',')})`) } : {}),
    });
    const projector = new Projector([
      projection('replies', ['Replied'], true),
      projection('plain', ['Noted'], false),
      projection('first', ['Shared'], true),
      projection('second', ['Shared'], false),
    ]);

    await projector.applyInline(db, [
      event('Replied', 1),
      event('Replied', 2),
      event('Replied', 3),
      event('Noted', 4),
      event('Noted', 5),
      event('Replied', 6),
      event('Shared', 7),
      event('Shared', 8),
      event('Unhandled', 9),
      event('Replied', 10),
      event('Replied', 11),
    ]);

    expect(calls).toEqual([
      'replies.many(1,2,3)',
      'plain.apply(4)',
      'plain.apply(5)',
      'replies.apply(6)',
      // Two projections handle it: event by event, each projection in turn, as before.
      'first.apply(7)',
      'second.apply(7)',
      'first.apply(8)',
      'second.apply(8)',
      'replies.many(10,11)',
    ]);
  });
});
