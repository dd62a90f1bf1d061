import type { Queryable } from '../database/database.js';
import type { StatementPart } from '../database/one-statement.js';
import { ConcurrencyError } from '../event-store/concurrency.error.js';
import type { AnyReadModel } from './read-model.js';

/** A read model's rows by what happened to them in a fold (see RowTable.writes). */
export type RowChanges = Record<'started' | 'created' | 'existing' | 'deleted', object[]>;

/**
 * Loads and saves a read model's rows by key, with SQL built once from its TypeORM entity, so each
 * statement's text is fixed (and prepared once per connection). One row, the usual case of a
 * command, goes as plain parameters; several travel as one JSON parameter that Postgres turns into
 * rows of the table's own type, however many there are.
 */
export class RowTable {
  readonly name: string;
  readonly columns: readonly string[];
  private readonly loadSql: string;
  private readonly insertSql: string;
  private readonly updateSql: string;
  private readonly deleteSql: string;
  private readonly one: Record<'load' | 'insert' | 'update' | 'delete', string>;
  private readonly others: readonly string[];
  private readonly jsonColumns: ReadonlySet<string>;
  private readonly timeColumns: readonly string[];

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
    const byKey = model.key.map((column, index) => `${column} = $${index + 1}`).join(' AND ');
    const assigned = others.map((column, index) => `${column} = $${model.key.length + index + 1}`).join(', ');
    this.one = {
      load: `SELECT * FROM ${table} WHERE ${byKey} FOR NO KEY UPDATE`,
      insert: `INSERT INTO ${table} (${[...model.key, ...others].join(', ')}) VALUES (${[...model.key, ...others].map((_, index) => `$${index + 1}`).join(', ')}) ON CONFLICT (${key}) DO NOTHING`,
      update: `UPDATE ${table} SET ${assigned} WHERE ${byKey}`,
      delete: `DELETE FROM ${table} WHERE ${byKey}`,
    };
    this.others = others;
    this.jsonColumns = new Set(
      Object.entries(model.entity.options.columns)
        .filter(([, column]) => column!.type === 'jsonb')
        .map(([name]) => name),
    );
    this.timeColumns = Object.entries(model.entity.options.columns)
      .filter(([, column]) => column!.type === 'timestamptz')
      .map(([name]) => name);
  }

  /** One row's key values, then (with `row`) its other columns, in the order of the one-row statements. */
  private values(key: object, row?: object): unknown[] {
    const columns = row ? [...this.model.key, ...this.others] : this.model.key;
    const source = (row ?? key) as Record<string, unknown>;
    return columns.map((column) => (this.jsonColumns.has(column) ? JSON.stringify(source[column]) : source[column]));
  }

  /** Rows whose columns hold `values` (a group of a grouped read model), that meet `where`; not locked. */
  async loadGroup(db: Queryable, values: object, where: string): Promise<object[]> {
    const columns = Object.keys(values);
    const matches = columns.map((column, index) => `${column} = $${index + 1}`).join(' AND ');
    return (await db.query(`SELECT * FROM ${this.name} WHERE ${matches} AND (${where})`, Object.values(values))).rows;
  }

  async load(db: Queryable, keys: readonly object[]): Promise<object[]> {
    if (keys.length === 0) return [];
    return (await db.query(...this.loadStatement(keys))).rows;
  }

  /** The load of these rows as a part of a larger statement (see runAsOne), rows as `load` answers them. */
  loadPart(keys: readonly object[]): StatementPart<object[]> {
    const [sql, values] = this.loadStatement(keys);
    return { sql, values, answer: (rows) => rows.map((row) => this.fromJson(row)) };
  }

  private loadStatement(keys: readonly object[]): [string, unknown[]] {
    return keys.length === 1 ? [this.one.load, this.values(keys[0]!)] : [this.loadSql, [JSON.stringify(keys)]];
  }

  /** A row as `to_jsonb` gave it, with the types pg gives a row it reads (timestamps as Dates; numbers, dates and JSON are alike). */
  private fromJson(row: Record<string, unknown>): object {
    const typed = { ...row };
    for (const column of this.timeColumns) if (typed[column] !== null) typed[column] = new Date(typed[column] as string);
    return typed;
  }

  /**
   * The statements that save rows that were loaded (`existing`), rows that were not there when
   * loaded (`created`), and rows started by their stream's first event without a read (`started`),
   * as parts of one statement with others (runAsOne). A created row
   * that exists by now was inserted by a concurrent command that committed after this one read:
   * the command is retried on fresh state rather than overwrite it. A started row that exists
   * already came from the same event applied before, which changes nothing.
   */
  writes({ started, created, existing, deleted }: RowChanges): StatementPart<number>[] {
    const write = ([sql, values]: [string, unknown[]], mustWrite?: number): StatementPart<number> => ({
      sql: `${sql} RETURNING 1`,
      values,
      answer: ({ length }) => {
        if (mustWrite !== undefined && length !== mustWrite) throw new ConcurrencyError(`read model ${this.model.name}`, 0, null);
        return length;
      },
    });
    return [
      ...(existing.length > 0
        ? [write(existing.length === 1 ? [this.one.update, this.values(existing[0]!, existing[0]!)] : [this.updateSql, [JSON.stringify(existing)]])]
        : []),
      ...(deleted.length > 0 ? [write(this.deleteStatement(deleted))] : []),
      ...(started.length > 0 ? [write(this.insertStatement(started))] : []),
      ...(created.length > 0 ? [write(this.insertStatement(created), created.length)] : []),
    ];
  }

  /** Inserts rows, skipping any whose key is taken; answers how many went in. */
  async insert(db: Queryable, rows: readonly object[]): Promise<number> {
    if (rows.length === 0) return 0;
    return (await db.query(...this.insertStatement(rows))).rowCount ?? 0;
  }

  async delete(db: Queryable, keys: readonly object[]): Promise<void> {
    if (keys.length > 0) await db.query(...this.deleteStatement(keys));
  }

  private insertStatement(rows: readonly object[]): [string, unknown[]] {
    return rows.length === 1 ? [this.one.insert, this.values(rows[0]!, rows[0]!)] : [this.insertSql, [JSON.stringify(rows)]];
  }

  private deleteStatement(keys: readonly object[]): [string, unknown[]] {
    return keys.length === 1 ? [this.one.delete, this.values(keys[0]!)] : [this.deleteSql, [JSON.stringify(keys)]];
  }
}
