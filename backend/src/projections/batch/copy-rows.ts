import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Queryable } from '../../database/database.js';
import { isUniqueViolation } from '../../database/database.js';
import type { ArrayElement, Column } from './pg-array.js';
import { columnNames } from './pg-array.js';

/**
 * Inserts rows that are all new to `table` with one COPY, which costs Postgres far less per row than
 * an INSERT … ON CONFLICT DO NOTHING RETURNING (no arrays to unnest, no speculative insertion, no
 * rows sent back): in a rebuild the table was just emptied, so the rows of a batch are nearly
 * always new. Returns false, having written nothing, when a row's key exists already (the COPY is
 * undone up to a savepoint) or when `db` is a pool, which cannot stream a COPY on one connection.
 */
export async function copyNewRows<Row>(db: Queryable, table: string, columns: readonly Column<Row>[], rows: readonly Row[]): Promise<boolean> {
  if (!(db instanceof pg.Client)) return false;
  await db.query('SAVEPOINT copy_new_rows');
  try {
    await pipeline(Readable.from(copyText(rows, columns)), db.query(copyFrom(`COPY ${table} (${columnNames(columns)}) FROM STDIN`)));
  } catch (error) {
    await db.query('ROLLBACK TO SAVEPOINT copy_new_rows; RELEASE SAVEPOINT copy_new_rows');
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  await db.query('RELEASE SAVEPOINT copy_new_rows');
  return true;
}

const ROWS_PER_CHUNK = 1_000;

/**
 * Rows in COPY's text format, in chunks. Each value is the text node-postgres would send for it
 * as a parameter (`String(n)` for numbers, the string itself for strings), so the column receives
 * the very same input.
 */
export function* copyText<Row>(rows: readonly Row[], columns: readonly Column<Row>[]): Generator<string> {
  const values = columns.map(([, , value]) => value);
  for (let start = 0; start < rows.length; start += ROWS_PER_CHUNK) {
    let chunk = '';
    for (const row of rows.slice(start, start + ROWS_PER_CHUNK)) {
      chunk += values.map((value) => copyValue(value(row))).join('\t') + '\n';
    }
    yield chunk;
  }
}

function copyValue(value: ArrayElement): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value !== 'string') return String(value);
  return NEEDS_ESCAPE.test(value) ? value.replace(ESCAPED, (character) => ESCAPES[character]!) : value;
}

const NEEDS_ESCAPE = /[\\\n\r\t]/;
const ESCAPED = /[\\\n\r\t]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
