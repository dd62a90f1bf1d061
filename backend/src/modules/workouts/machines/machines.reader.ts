import { Inject, Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { Database } from '../../../database/database.js';
import type { StatementPart } from '../../../database/one-statement.js';
import { preparedSelect } from '../../../database/prepared-select.js';
import type { MachineRow } from '../read-models/machines.entity.js';
import { ExerciseSummaryEntity } from '../read-models/exercise-summaries.entity.js';
import { MachineEntity } from '../read-models/machines.entity.js';

export type { MachineRow };

type LockMode = 'sets' | 'delete';

// Every logged, edited or deleted set takes its machine's lock first.
const lockMachine = (mode: LockMode) =>
  preparedSelect<{ userId: string; machineId: string }, { id: string }>((manager, { userId, machineId }) =>
    ownMachines(manager, userId)
      .select('machine.id', 'id')
      .andWhere('machine.id = :machineId', { machineId })
      // One mode for every write to a machine's sets: they run one after another per machine, so
      // two of them never lock its day rows in opposite orders.
      .setLock(mode === 'delete' ? 'pessimistic_write' : 'for_no_key_update'),
  );
const machineLocks = { sets: lockMachine('sets'), delete: lockMachine('delete') };

function ownMachines(manager: EntityManager, userId: string) {
  return manager.createQueryBuilder(MachineEntity, 'machine').where('machine.user_id = :userId AND machine.deleted_at IS NULL', { userId });
}

/** Reads of the `machines` read model, always scoped to one user; writes happen in its projection. */
@Injectable()
export class MachinesReader {
  constructor(@Inject(Database) private readonly db: Database) {}

  /** Newest activity first, then newest created; `updated_date` is the last activity (see withLastSets). */
  async list(userId: string, manager: EntityManager = this.db.manager): Promise<MachineRow[]> {
    const machines = await manager.findBy(MachineEntity, { user_id: userId, deleted_at: IsNull() });
    return (await this.withLastSets(userId, machines, manager)).sort(byNewestActivity);
  }

  async findOwn(userId: string, machineId: string, manager: EntityManager = this.db.manager): Promise<MachineRow | null> {
    const machine = await manager.findOneBy(MachineEntity, { id: machineId, user_id: userId, deleted_at: IsNull() });
    return machine && (await this.withLastSets(userId, [machine], manager))[0]!;
  }

  /** The machines with `updated_date` moved to when their newest set was logged, where that is later. */
  private async withLastSets(userId: string, machines: MachineRow[], manager: EntityManager = this.db.manager): Promise<MachineRow[]> {
    if (machines.length === 0) return machines;
    // A row per exercise with sets (exercise-summaries), however long the history.
    const lastSets = await manager
      .createQueryBuilder(ExerciseSummaryEntity, 'summary')
      .select('summary.machine_id', 'machine_id')
      .addSelect('summary.last_logged_at', 'logged_at')
      .where('summary.user_id = :userId', { userId })
      .getRawMany<{ machine_id: string; logged_at: Date }>();
    const loggedAt = new Map(lastSets.map((row) => [row.machine_id, row.logged_at]));
    return machines.map((machine) => {
      const lastSet = loggedAt.get(machine.id);
      return lastSet && lastSet > machine.updated_date ? { ...machine, updated_date: lastSet } : machine;
    });
  }

  /**
   * Locks the user's machine row inside a command's transaction. Every write to a machine's sets
   * (`sets`: log, edit, delete) takes it first, so they run one after another per machine, and row
   * locks are always taken in the same order. `delete` is the machine's own deletion, which waits
   * for those and makes later ones find no machine. Answers whether the machine exists and is the user's.
   */
  async lockOwn(manager: EntityManager, userId: string, machineId: string, mode: LockMode): Promise<boolean> {
    return (await machineLocks[mode](manager, { userId, machineId })).length > 0;
  }

  /** lockOwn of a set's write as a part of the command's first statement (WriteSession.startStream). */
  lockOwnPart(userId: string, machineId: string): StatementPart<boolean> {
    const [sql, values] = machineLocks.sets.statement(this.db.manager, { userId, machineId });
    return { sql, values, answer: (rows) => rows.length > 0 };
  }
}

/** The spec's order of exercises: last update first, falling back to creation. */
function byNewestActivity(a: MachineRow, b: MachineRow): number {
  return b.updated_date.getTime() - a.updated_date.getTime() || b.created_date.getTime() - a.created_date.getTime() || (a.id < b.id ? -1 : 1);
}
