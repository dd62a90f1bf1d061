import type { EntryWithRecords } from './workouts.reader.js';
import { estimatedOneRepMax, roundToOneDecimal } from './rules/performance.js';
import { PERSONAL_RECORDS } from './workout-response.dto.js';
import type { WorkoutEntryDto } from './workout-response.dto.js';

/** WorkoutEntry as docs/api.md names it: spec §3 fields, the e1RM and the records it holds. */
export function toWorkoutResponse({ entry, holders }: EntryWithRecords): WorkoutEntryDto {
  return {
    id: entry.id,
    machine_id: entry.machine_id,
    max_weight: entry.max_weight,
    reps: entry.reps,
    date: entry.date,
    notes: entry.notes,
    set_type: entry.set_type,
    rpe: entry.rpe,
    session_id: entry.session_id,
    created_by: entry.created_by,
    created_at: entry.created_at.toISOString(),
    e1rm: roundToOneDecimal(estimatedOneRepMax(entry.max_weight, entry.reps)),
    personal_records: PERSONAL_RECORDS.filter((record) => holders?.[record] === entry.id),
  };
}
