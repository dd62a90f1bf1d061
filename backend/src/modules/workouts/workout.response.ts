import { estimatedOneRepMax, recordsHeldBy, roundToOneDecimal } from './rules/performance.js';
import type { WorkoutEntryRow } from './workouts.read-model.js';

/** WorkoutEntry as docs/api.md names it: spec §3 fields, the e1RM and the records it holds. */
export function toWorkoutResponse(row: WorkoutEntryRow) {
  return {
    id: row.id,
    machine_id: row.machine_id,
    max_weight: row.max_weight,
    reps: row.reps,
    date: row.date,
    notes: row.notes,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    e1rm: roundToOneDecimal(estimatedOneRepMax(row.max_weight, row.reps)),
    personal_records: recordsHeldBy(row.id, { weight: row.weight_holder, e1rm: row.e1rm_holder, volume: row.volume_holder }),
  };
}

export type WorkoutResponse = ReturnType<typeof toWorkoutResponse>;
