import { EntitySchema } from 'typeorm';
import type { SetType } from '../rules/set-rules.js';

/** The spec's WorkoutEntry, one per logged set. Deleted sets stay as tombstones with their version. */
export interface WorkoutEntryRow {
  id: string;
  user_id: string;
  machine_id: string;
  max_weight: number;
  reps: number;
  date: string;
  /** The first day of `date`'s month (rules/calendar.ts monthOf): the group of a month's sets. */
  month: string;
  notes: string | null;
  set_type: SetType;
  rpe: number | null;
  /** The training the set belongs to (trainings/), null for a set logged on its own. */
  session_id: string | null;
  created_by: string;
  created_at: Date;
  updated_at: Date;
  /** Log position of the WorkoutLogged event: orders sets of one date by when they were logged. */
  logged_position: number;
  deleted_at: Date | null;
  version: number;
}

export const WorkoutEntryEntity = new EntitySchema<WorkoutEntryRow>({
  name: 'WorkoutEntry',
  tableName: 'workout_entries',
  columns: {
    id: { type: 'uuid', primary: true },
    user_id: { type: 'uuid' },
    machine_id: { type: 'uuid' },
    max_weight: { type: 'numeric' },
    reps: { type: 'integer' },
    date: { type: 'date' },
    month: { type: 'date' },
    notes: { type: 'text', nullable: true },
    set_type: { type: 'text', default: 'normal' },
    rpe: { type: 'numeric', nullable: true },
    session_id: { type: 'uuid', nullable: true },
    created_by: { type: 'text' },
    created_at: { type: 'timestamptz' },
    updated_at: { type: 'timestamptz' },
    logged_position: { type: 'bigint' },
    deleted_at: { type: 'timestamptz', nullable: true },
    version: { type: 'integer' },
  },
  // Descending indexes are the migrations' alone: TypeORM only checks that they are there by name.
  indices: [
    { name: 'workout_entries_user_date_idx', columns: ['user_id', 'date', 'logged_position'], where: 'deleted_at IS NULL', synchronize: false },
    { name: 'workout_entries_machine_idx', columns: ['machine_id', 'date', 'logged_position'], where: 'deleted_at IS NULL', synchronize: false },
    { name: 'workout_entries_created_idx', columns: ['created_at'], where: 'deleted_at IS NULL' },
    { name: 'workout_entries_session_idx', columns: ['session_id', 'logged_position'], where: 'session_id IS NOT NULL' },
  ],
});
