import type { WorkoutEntry } from '@hantelwerk/api-types';
import type { EntryWithRecords } from './workouts.read-model.js';
import { estimatedOneRepMax, roundToOneDecimal } from './rules/performance.js';

const RECORDS = ['weight', 'e1rm', 'volume'] as const;

/** WorkoutEntry as docs/api.md names it: spec §3 fields, the e1RM and the records it holds. */
export function toWorkoutResponse({ entry, holders }: EntryWithRecords): WorkoutEntry {
  return {
    id: entry.id,
    machine_id: entry.machine_id,
    max_weight: entry.max_weight,
    reps: entry.reps,
    date: entry.date,
    notes: entry.notes,
    created_by: entry.created_by,
    created_at: entry.created_at.toISOString(),
    e1rm: roundToOneDecimal(estimatedOneRepMax(entry.max_weight, entry.reps)),
    personal_records: RECORDS.filter((record) => holders?.[record] === entry.id),
  };
}
