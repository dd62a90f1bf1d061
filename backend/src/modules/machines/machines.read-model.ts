import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../../database/database.js';
import type { Queryable } from '../../database/database.js';
import type { Category } from './machine-rules.js';

export interface MachineRow {
  id: string;
  user_id: string;
  name: string;
  categories: Category[];
  categories_source: 'user' | 'ai' | null;
  created_date: Date;
  updated_date: Date;
  version: number;
}

const COLUMNS = 'id, user_id, name, categories, categories_source, created_date, updated_date, version';

/** Reads of the `machines` read model, always scoped to one user; writes happen in its projection. */
@Injectable()
export class MachinesReadModel {
  constructor(@Inject(Database) private readonly db: Database) {}

  /** Newest activity first (a new entry moves `updated_date`), then newest created. */
  async list(userId: string, db: Queryable = this.db): Promise<MachineRow[]> {
    const { rows } = await db.query<MachineRow>(
      `SELECT ${COLUMNS} FROM machines WHERE user_id = $1 AND deleted_at IS NULL
       ORDER BY updated_date DESC, created_date DESC, id`,
      [userId],
    );
    return rows;
  }

  async findOwn(userId: string, machineId: string, db: Queryable = this.db): Promise<MachineRow | null> {
    const { rows } = await db.query<MachineRow>(
      `SELECT ${COLUMNS} FROM machines WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL`,
      [machineId, userId],
    );
    return rows[0] ?? null;
  }

  /** The user's machine with this name, case-insensitively (the unique index's rule). */
  async findIdByName(userId: string, name: string, db: Queryable = this.db): Promise<string | null> {
    const { rows } = await db.query<{ id: string }>(
      'SELECT id FROM machines WHERE user_id = $1 AND lower(name) = lower($2) AND deleted_at IS NULL',
      [userId, name],
    );
    return rows[0]?.id ?? null;
  }

  /**
   * Locks the user's machine row inside a command's transaction. Every write to a machine's sets
   * (`sets`: log, edit, delete) takes it first, so they run one after another per machine: the
   * dashboard's recomputations then always see every committed set, and row locks are always
   * taken in the same order. `delete` is the machine's own deletion, which waits for those and
   * makes later ones find no machine. Answers whether the machine exists and is the user's.
   */
  async lockOwn(tx: Queryable, userId: string, machineId: string, mode: 'sets' | 'delete'): Promise<boolean> {
    // Logging also moves the row's updated_date, so it takes the update lock at once rather than
    // upgrading from a share lock later (two upgrading writers would deadlock).
    const lock = mode === 'delete' ? 'FOR UPDATE' : 'FOR NO KEY UPDATE';
    const { rows } = await tx.query(`SELECT 1 FROM machines WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL ${lock}`, [
      machineId,
      userId,
    ]);
    return rows.length > 0;
  }
}
