import type { RecordedEvent } from '../../event-store/event.js';
import type { FoldStep, RowMap } from '../fold.js';
import { Fold, recountInMemory } from '../fold.js';
import type { AnyReadModel, GroupedReadModel } from '../read-model.js';

/**
 * Test support for read models: given(events) → then(rows), their folds over a log in memory as
 * the rebuild runs them (no database), with events numbered as the store records them.
 */

/** A step's recounts done at once, from the rows in memory. */
function recountNow(step: FoldStep, rows: Map<AnyReadModel, RowMap>): void {
  if (step.recounts.size === 0) return;
  const model = step.model as GroupedReadModel<object, object>;
  recountInMemory(model, rows.get(model)!, rows.get(model.source as AnyReadModel)!, step.recounts);
}

/** The rows of `models` (each with its sources listed before it) after `log`, and after taking `erased` out again as the live runner's erase does, by read model name. */
export function rowsAfter(log: readonly RecordedEvent[], models: readonly AnyReadModel[], erased: readonly RecordedEvent[] = []): Map<string, object[]> {
  const rows = new Map<AnyReadModel, RowMap>(models.map((model) => [model, new Map()]));
  const fold = new Fold(models);
  for (const steps of [fold.steps(log), fold.erasing(erased)]) {
    for (const step of steps) {
      step.apply(rows.get(step.model)!);
      recountNow(step, rows);
    }
  }
  return new Map([...rows].map(([model, map]) => [model.name, [...map.values()].filter((row): row is object => row !== null)]));
}

/** A function making events as the store records them: the next position, the next version of its stream. */
export function eventRecorder(): (streamId: string, type: string, data: Record<string, unknown>) => RecordedEvent {
  let position = 0;
  const versions = new Map<string, number>();
  return (streamId, type, data) => {
    const version = (versions.get(streamId) ?? 0) + 1;
    versions.set(streamId, version);
    position += 1;
    return { position, eventId: `event-${position}`, streamId, streamVersion: version, type, schemaVersion: 1, data, metadata: {}, recordedAt: new Date() };
  };
}

/** An instant of a Berlin-agnostic test day, as events carry it. */
export const at = (day: string, time = '10:00') => `${day}T${time}:00.000Z`;
