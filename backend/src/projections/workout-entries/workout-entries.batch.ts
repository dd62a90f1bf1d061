import type { Queryable } from '../../database/database.js';
import type { RecordedEvent } from '../../event-store/event.js';
import type { EntryCopyTable } from '../batch/entry-copies.js';
import { applyToEntryCopies } from '../batch/entry-copies.js';
import type { EntryCopyRules } from '../batch/entry-fold.js';
import type { Column } from '../batch/pg-array.js';

/**
 * The batch path of the `workout_entries` projection: the shared per-entry fold
 * (batch/entry-fold.ts) over this table's rows. Loaded timestamps and weights travel as text, so
 * they are written back exactly as they were.
 */
export interface WorkoutEntryRow {
  id: string;
  userId: string;
  machineId: string;
  maxWeight: number | string;
  reps: number;
  date: string;
  notes: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  loggedPosition: number;
  deletedAt: string | null;
  version: number;
}

export const workoutEntryRules: EntryCopyRules<WorkoutEntryRow> = {
  isDeleted: (row) => row.deletedAt !== null,
  logged: (data, event) => ({
    id: data.entryId,
    userId: data.userId,
    machineId: data.machineId,
    maxWeight: data.maxWeight,
    reps: data.reps,
    date: data.date,
    notes: data.notes,
    createdBy: data.createdBy,
    createdAt: data.at,
    updatedAt: data.at,
    loggedPosition: event.position,
    deletedAt: null,
    version: event.streamVersion,
  }),
  edited: (row, data, version) => ({
    ...row,
    maxWeight: data.maxWeight,
    reps: data.reps,
    date: data.date,
    notes: data.notes,
    updatedAt: data.at,
    version,
  }),
  deleted: (row, data, version) => ({ ...row, deletedAt: data.at, version }),
  // Taken along with the machine: the entry's own stream version stays.
  deletedWithMachine: (row, data) => ({ ...row, deletedAt: data.at }),
};

const COLUMNS = [
  ['id', 'uuid', (row) => row.id],
  ['user_id', 'uuid', (row) => row.userId],
  ['machine_id', 'uuid', (row) => row.machineId],
  ['max_weight', 'numeric', (row) => row.maxWeight],
  ['reps', 'int', (row) => row.reps],
  ['date', 'date', (row) => row.date],
  ['notes', 'text', (row) => row.notes],
  ['created_by', 'text', (row) => row.createdBy],
  ['created_at', 'timestamptz', (row) => row.createdAt],
  ['updated_at', 'timestamptz', (row) => row.updatedAt],
  ['logged_position', 'bigint', (row) => row.loggedPosition],
  ['deleted_at', 'timestamptz', (row) => row.deletedAt],
  ['version', 'int', (row) => row.version],
] as const satisfies readonly Column<WorkoutEntryRow>[];

const workoutEntriesTable: EntryCopyTable<WorkoutEntryRow> = {
  name: 'workout_entries',
  key: 'id',
  select: `SELECT id, user_id AS "userId", machine_id AS "machineId", max_weight::text AS "maxWeight", reps, date,
    notes, created_by AS "createdBy", created_at::text AS "createdAt", updated_at::text AS "updatedAt",
    logged_position AS "loggedPosition", deleted_at::text AS "deletedAt", version`,
  live: 'deleted_at IS NULL',
  columns: COLUMNS,
  entryId: (row) => row.id,
  rules: workoutEntryRules,
};

export async function applyWorkoutEntriesBatch(db: Queryable, events: readonly RecordedEvent[]): Promise<void> {
  await applyToEntryCopies(db, events, workoutEntriesTable);
}
