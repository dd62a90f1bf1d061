import type { Queryable } from '../database/database.js';
import { ConcurrencyError } from '../event-store/concurrency.error.js';
import type { AnyReadModel } from './read-model.js';

/**
 * Loads and saves a read model's rows by key, with SQL built once from its TypeORM entity: rows
 * travel as one JSON parameter that Postgres turns into rows of the table's own type, so each
 * statement's text is fixed (and prepared once per connection) however many rows it carries.
 */
export class RowTable {
  readonly name: string;
  readonly columns: readonly string[];
  private readonly loadSql: string;
  private readonly insertSql: string;
  private readonly updateSql: string;
  private readonly deleteSql: string;

  constructor(
    readonly model: AnyReadModel,
    table = model.entity.options.tableName!,
  ) {
    this.name = table;
    this.columns = Object.keys(model.entity.options.columns);
    const key = model.key.join(', ');
    const matches = model.key.map((column) => `t.${column} = k.${column}`).join(' AND ');
    const given = `jsonb_populate_recordset(NULL::${table}, $1::jsonb)`;
    const others = this.columns.filter((column) => !model.key.includes(column));
    // Rows read to be changed stay locked until the command commits, in key order so that two
    // commands touching the same rows queue up instead of deadlocking.
    this.loadSql = `SELECT t.* FROM ${table} t JOIN ${given} k ON ${matches} ORDER BY ${model.key.map((column) => `t.${column}`).join(', ')} FOR NO KEY UPDATE OF t`;
    this.insertSql = `INSERT INTO ${table} SELECT * FROM ${given} ON CONFLICT (${key}) DO NOTHING`;
    this.updateSql = `UPDATE ${table} t SET ${others.map((column) => `${column} = k.${column}`).join(', ')} FROM ${given} k WHERE ${matches}`;
    this.deleteSql = `DELETE FROM ${table} t USING ${given} k WHERE ${matches}`;
  }

  async load(db: Queryable, keys: readonly object[]): Promise<object[]> {
    if (keys.length === 0) return [];
    return (await db.query(this.loadSql, [JSON.stringify(keys)])).rows;
  }

  /**
   * Writes rows that were loaded (`existing`), rows that were not there when loaded (`created`),
   * and rows started by their stream's first event without a read (`started`). A created row that
   * exists by now was inserted by a concurrent command that committed after this one read: the
   * command is retried on fresh state rather than overwrite it. A started row that exists already
   * came from the same event applied before, which changes nothing.
   */
  async save(db: Queryable, { started, created, existing, deleted }: Record<'started' | 'created' | 'existing' | 'deleted', object[]>): Promise<void> {
    if (existing.length > 0) await db.query(this.updateSql, [JSON.stringify(existing)]);
    await this.delete(db, deleted);
    await this.insert(db, started);
    if ((await this.insert(db, created)) !== created.length) throw new ConcurrencyError(`read model ${this.model.name}`, 0, null);
  }

  /** Inserts rows, skipping any whose key is taken; answers how many went in. */
  async insert(db: Queryable, rows: readonly object[]): Promise<number> {
    if (rows.length === 0) return 0;
    return (await db.query(this.insertSql, [JSON.stringify(rows)])).rowCount ?? 0;
  }

  async delete(db: Queryable, keys: readonly object[]): Promise<void> {
    if (keys.length > 0) await db.query(this.deleteSql, [JSON.stringify(keys)]);
  }
}
