import type { DatedSet } from './exercise-summary.js';
import { bestByE1rm } from './exercise-summary.js';
import type { PointSpan } from './periods.js';
import { spanStart } from './periods.js';
import type { ExerciseSet } from './training-month.js';

/**
 * A chart's points from sets that are each the best of a day or a month: per exercise, one point
 * per span, the span's best set by estimated 1RM (the earliest on a tie, as records go), so the
 * period's best set is always a point; oldest first.
 */
export function bestPerSpan(sets: readonly ExerciseSet[], span: PointSpan): Map<string, DatedSet[]> {
  const bests = new Map<string, Map<string, DatedSet>>();
  for (const { machineId, set } of sets) {
    const spans = bests.get(machineId) ?? new Map<string, DatedSet>();
    const start = spanStart(set.date, span);
    const kept = spans.get(start);
    spans.set(start, kept ? bestByE1rm(kept, set) : set);
    bests.set(machineId, spans);
  }
  return new Map([...bests].map(([machineId, spans]) => [machineId, [...spans.values()].sort((a, b) => (a.date < b.date ? -1 : 1))]));
}
