import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Database } from '../../database/database.js';
import { MachineEntity } from './read-models/machines.entity.js';
import type { WorkoutEntryRow } from './read-models/workout-entries.entity.js';
import { WorkoutEntryEntity } from './read-models/workout-entries.entity.js';
import type { RecordHolders } from './record-holders.query.js';
import { recordHolders } from './record-holders.query.js';
import type { WorkoutFilter } from './workout-filter.js';
import type { WorkoutPage } from './workout-page.js';
import type { SetType } from './rules/set-rules.js';
import { TrainingEntity } from './trainings/training.entity.js';
import type { WorkoutValues } from './workouts.events.js';

/** An entry with the records of its machine's holders, to tell which it holds. */
export interface EntryWithRecords {
  entry: WorkoutEntryRow;
  holders: RecordHolders | null;
}

export interface ExportRow {
  date: string;
  machine_name: string;
  max_weight: number;
  reps: number;
  notes: string | null;
  created_by: string;
  created_at: Date;
  set_type: SetType;
  /** numeric: the driver reads it as text. */
  rpe: string | number | null;
  training_title: string | null;
  training_started_at: Date | null;
}

/** Reads of the `workout_entries` read model, always scoped to one user. */
@Injectable()
export class WorkoutsReader {
  constructor(@Inject(Database) private readonly db: Database) {}

  /**
   * Newest training date first; sets of one date newest logged first. A page is the `limit` entries
   * after `before` in that order (keyset on date and logging position, the cursor entry's own even
   * if it was deleted since), so sets logged while paging neither repeat nor hide an entry.
   */
  async list(userId: string, filter: WorkoutFilter, page: WorkoutPage = {}): Promise<EntryWithRecords[]> {
    const query = this.own(this.db.manager, userId).orderBy('entry.date', 'DESC').addOrderBy('entry.logged_position', 'DESC');
    if (page.before !== undefined) {
      query.andWhere('(entry.date, entry.logged_position) < (SELECT date, logged_position FROM workout_entries WHERE id = :before AND user_id = :userId)', {
        before: page.before,
      });
    }
    if (page.limit !== undefined) query.limit(page.limit);
    if (filter.machineId !== undefined) query.andWhere('entry.machine_id = :machineId', { machineId: filter.machineId });
    if (filter.createdBy !== undefined) query.andWhere('lower(entry.created_by) = lower(:createdBy)', { createdBy: filter.createdBy });
    if (filter.dateFrom !== undefined) query.andWhere('entry.date >= :dateFrom', { dateFrom: filter.dateFrom });
    if (filter.dateTo !== undefined) query.andWhere('entry.date <= :dateTo', { dateTo: filter.dateTo });
    const [entries, holders] = await Promise.all([query.getMany(), recordHolders(this.db.manager, userId, { machineId: filter.machineId })]);
    return entries.map((entry) => ({ entry, holders: holders.get(entry.machine_id) ?? null }));
  }

  async findOwn(userId: string, entryId: string): Promise<EntryWithRecords | null> {
    const [entry, holders] = await Promise.all([
      this.own(this.db.manager, userId).andWhere('entry.id = :entryId', { entryId }).getOne(),
      recordHolders(this.db.manager, userId, { entryId }),
    ]);
    return entry && { entry, holders: holders.get(entry.machine_id) ?? null };
  }

  /** Which sets hold the records of each of the user's machines. */
  recordHoldersOfUser(userId: string): Promise<Map<string, RecordHolders>> {
    return recordHolders(this.db.manager, userId);
  }

  /** Which sets hold the records of one of the user's machines. */
  async recordHoldersOf(userId: string, machineId: string): Promise<RecordHolders | null> {
    return (await recordHolders(this.db.manager, userId, { machineId })).get(machineId) ?? null;
  }

  /** Every live entry of a machine with the stream version its row reflects (for the deletion cascade). */
  async entryVersionsOfMachine(manager: EntityManager, userId: string, machineId: string): Promise<{ id: string; version: number; values: WorkoutValues }[]> {
    const rows = await this.own(manager, userId).andWhere('entry.machine_id = :machineId', { machineId }).orderBy('entry.logged_position').getMany();
    return rows.map((row) => ({
      id: row.id,
      version: row.version,
      values: { maxWeight: row.max_weight, reps: row.reps, date: row.date, notes: row.notes, setType: row.set_type, rpe: row.rpe },
    }));
  }

  /** All the user's sets with their machine's name, oldest first, for the CSV export. */
  exportRows(userId: string): Promise<ExportRow[]> {
    return this.own(this.db.manager, userId)
      .innerJoin(MachineEntity.options.name, 'machine', 'machine.id = entry.machine_id')
      .select(['entry.date AS date', 'machine.name AS machine_name', 'entry.max_weight AS max_weight', 'entry.reps AS reps'])
      .addSelect(['entry.notes AS notes', 'entry.created_by AS created_by', 'entry.created_at AS created_at'])
      .addSelect(['entry.set_type AS set_type', 'entry.rpe AS rpe'])
      .leftJoin(TrainingEntity.options.name, 'training', 'training.id = entry.session_id')
      .addSelect(['training.title AS training_title', 'training.started_at AS training_started_at'])
      .orderBy('entry.date')
      .addOrderBy('entry.logged_position')
      .getRawMany<ExportRow>();
  }

  private own(manager: EntityManager, userId: string) {
    return manager.createQueryBuilder(WorkoutEntryEntity, 'entry').where('entry.user_id = :userId AND entry.deleted_at IS NULL', { userId });
  }
}
