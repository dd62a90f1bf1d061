import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../../database/database.js';
import type { Queryable } from '../../database/database.js';
import type { WorkoutFilter } from './workout-filter.js';
import type { WorkoutValues } from './workouts.events.js';

export interface WorkoutEntryRow {
  id: string;
  user_id: string;
  machine_id: string;
  max_weight: number;
  reps: number;
  date: string;
  notes: string | null;
  created_by: string;
  created_at: Date;
  version: number;
  /** Which records of its machine this entry holds (from the dashboard read model). */
  weight_holder: string | null;
  e1rm_holder: string | null;
  volume_holder: string | null;
}

export interface ExportRow {
  date: string;
  machine_name: string;
  max_weight: number;
  reps: number;
  notes: string | null;
  created_by: string;
  created_at: Date;
}

const SELECT_ENTRIES = `
  SELECT entry.id, entry.user_id, entry.machine_id, entry.max_weight, entry.reps, entry.date, entry.notes,
         entry.created_by, entry.created_at, entry.version,
         summary.weight_entry_id AS weight_holder, summary.e1rm_entry_id AS e1rm_holder, summary.volume_entry_id AS volume_holder
  FROM workout_entries entry
  LEFT JOIN dashboard_machines summary ON summary.machine_id = entry.machine_id`;

/** Reads of the `workout_entries` read model, always scoped to one user. */
@Injectable()
export class WorkoutsReadModel {
  constructor(@Inject(Database) private readonly db: Database) {}

  /** Newest training date first; sets of one date newest logged first. */
  async list(userId: string, filter: WorkoutFilter, db: Queryable = this.db): Promise<WorkoutEntryRow[]> {
    const conditions = ['entry.user_id = $1', 'entry.deleted_at IS NULL'];
    const values: unknown[] = [userId];
    const add = (sql: (placeholder: string) => string, value: unknown) => {
      values.push(value);
      conditions.push(sql(`$${values.length}`));
    };
    if (filter.machineId !== undefined) add((p) => `entry.machine_id = ${p}`, filter.machineId);
    if (filter.createdBy !== undefined) add((p) => `lower(entry.created_by) = lower(${p})`, filter.createdBy);
    if (filter.dateFrom !== undefined) add((p) => `entry.date >= ${p}`, filter.dateFrom);
    if (filter.dateTo !== undefined) add((p) => `entry.date <= ${p}`, filter.dateTo);
    const { rows } = await db.query<WorkoutEntryRow>(
      `${SELECT_ENTRIES} WHERE ${conditions.join(' AND ')} ORDER BY entry.date DESC, entry.logged_position DESC`,
      values,
    );
    return rows;
  }

  async findOwn(userId: string, entryId: string, db: Queryable = this.db): Promise<WorkoutEntryRow | null> {
    const { rows } = await db.query<WorkoutEntryRow>(`${SELECT_ENTRIES} WHERE entry.id = $1 AND entry.user_id = $2 AND entry.deleted_at IS NULL`, [
      entryId,
      userId,
    ]);
    return rows[0] ?? null;
  }

  /** Every live entry of a machine with the stream version its row reflects (for the deletion cascade). */
  async entryVersionsOfMachine(
    db: Queryable,
    userId: string,
    machineId: string,
  ): Promise<{ id: string; version: number; values: WorkoutValues }[]> {
    const { rows } = await db.query<{ id: string; version: number; max_weight: number; reps: number; date: string; notes: string | null }>(
      `SELECT id, version, max_weight, reps, date, notes FROM workout_entries
       WHERE machine_id = $1 AND user_id = $2 AND deleted_at IS NULL ORDER BY logged_position`,
      [machineId, userId],
    );
    return rows.map((row) => ({
      id: row.id,
      version: row.version,
      values: { maxWeight: row.max_weight, reps: row.reps, date: row.date, notes: row.notes },
    }));
  }

  /** All the user's sets with their machine's name, oldest first, for the CSV export. */
  async exportRows(userId: string, db: Queryable = this.db): Promise<ExportRow[]> {
    const { rows } = await db.query<ExportRow>(
      `SELECT entry.date, machine.name AS machine_name, entry.max_weight, entry.reps, entry.notes, entry.created_by, entry.created_at
       FROM workout_entries entry JOIN machines machine ON machine.id = entry.machine_id
       WHERE entry.user_id = $1 AND entry.deleted_at IS NULL
       ORDER BY entry.date, entry.logged_position`,
      [userId],
    );
    return rows;
  }
}
