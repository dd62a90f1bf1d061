import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { EntitySchema } from 'typeorm';
import { columnList, copyText } from './copy-text.js';

const SUFFIX = '__rebuild';

/**
 * A copy of a read-model table that a rebuild fills while users keep reading the table itself,
 * then swaps in: same columns, defaults and checks, the rows by COPY, then the same indexes (built
 * once over all rows, which is far cheaper than keeping them up to date row by row).
 */
export class ShadowTable {
  readonly name: string;
  private indexes: { name: string; definition: string; primary: boolean }[] = [];

  constructor(
    readonly table: string,
    private readonly entity: EntitySchema<object>,
  ) {
    this.name = table + SUFFIX;
  }

  /** Creates, writes and indexes the shadow in one go, for rows that are all in memory at once. */
  async fill(client: pg.ClientBase, rows: readonly object[]): Promise<void> {
    await this.create(client);
    await this.copy(client, rows);
    await this.index(client);
  }

  /** An empty shadow (an earlier run's left over goes), without indexes until `index`. */
  async create(client: pg.ClientBase): Promise<void> {
    await client.query(`DROP TABLE IF EXISTS ${this.name}`);
    await client.query(`CREATE TABLE ${this.name} (LIKE ${this.table} INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`);
  }

  /** Adds rows by COPY; the rows of a user-by-user rebuild come a shard at a time. */
  async copy(client: pg.ClientBase, rows: readonly object[]): Promise<void> {
    if (rows.length === 0) return;
    await pipeline(Readable.from(copyText(this.entity, rows)), client.query(copyFrom(`COPY ${this.name} (${columnList(this.entity)}) FROM STDIN`)));
  }

  /** Builds the table's indexes over every row at once, and its statistics. */
  async index(client: pg.ClientBase): Promise<void> {
    const { rows: indexes } = await client.query<{ name: string; definition: string; primary: boolean }>(
      `SELECT index.relname AS name, pg_get_indexdef(index.oid) AS definition, i.indisprimary AS primary
       FROM pg_index i JOIN pg_class index ON index.oid = i.indexrelid
       WHERE i.indrelid = $1::regclass`,
      [this.table],
    );
    this.indexes = indexes;
    for (const index of indexes) {
      const definition = index.definition
        .replace(` INDEX ${index.name} ON `, ` INDEX ${index.name}${SUFFIX} ON `)
        .replace(new RegExp(` ON (\\S+\\.)?${this.table} `), ` ON $1${this.name} `);
      await client.query(definition);
      if (index.primary) await client.query(`ALTER TABLE ${this.name} ADD PRIMARY KEY USING INDEX ${index.name}${SUFFIX}`);
    }
    await client.query(`ANALYZE ${this.name}`);
  }

  /** Replaces the table by the shadow, inside the caller's transaction, which holds the table's lock. */
  async swap(client: pg.ClientBase): Promise<void> {
    await client.query(`DROP TABLE ${this.table}`);
    await client.query(`ALTER TABLE ${this.name} RENAME TO ${this.table}`);
    for (const index of this.indexes) await client.query(`ALTER INDEX ${index.name}${SUFFIX} RENAME TO ${index.name}`);
  }

  async drop(client: pg.ClientBase): Promise<void> {
    await client.query(`DROP TABLE IF EXISTS ${this.name}`);
  }
}
