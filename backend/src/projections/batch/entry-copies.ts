import type { Queryable } from '../../database/database.js';
import type { RecordedEvent } from '../../event-store/event.js';
import { copyNewRows } from './copy-rows.js';
import type { EntryCopy, EntryCopyRules, EntryFold } from './entry-fold.js';
import { changedEntryIdsOf, deletedMachineIdsOf, foldEntries, loggedRowsOf, rowsToWrite } from './entry-fold.js';
import { inKeyOrder } from './key-order.js';
import type { Column } from './pg-array.js';
import { byIds, columnArrays, columnNames, columnValues, pgArray, unnestColumns, updateFromExcluded } from './pg-array.js';

/** A projection's per-entry copy table: how its rows are read, written and folded. */
export interface EntryCopyTable<Row extends EntryCopy> {
  name: string;
  /** The entry id column, the table's primary key. */
  key: string;
  /** `SELECT …` of a row, each column named as the property of `Row` it loads into. */
  select: string;
  /** The condition of a row that is not deleted. */
  live: string;
  /** Every column written, with how to get its value from a row. */
  columns: readonly Column<Row>[];
  entryId(row: Row): string;
  rules: EntryCopyRules<Row>;
}

/**
 * Applies a batch to a per-entry copy table in three statements at most: load the rows the
 * batch's edits and deletions can change, insert the logged rows that are new, fold, and write
 * the rows the fold changed further. Returns the fold, for the aggregates built on top.
 */
export async function applyToEntryCopies<Row extends EntryCopy>(
  db: Queryable,
  events: readonly RecordedEvent[],
  table: EntryCopyTable<Row>,
): Promise<EntryFold<Row>> {
  const entryIds = changedEntryIdsOf(events);
  const machineIds = deletedMachineIdsOf(events);
  const loaded = entryIds.length + machineIds.length > 0 ? await load(db, table, entryIds, machineIds) : new Map<string, Row>();
  const logged = loggedRowsOf(loaded, events, table.rules);
  const inserted = logged.size > 0 ? await insertAbsent(db, table, logged) : logged;
  const fold = foldEntries(loaded, inserted, events, table.rules);
  const rows = rowsToWrite(fold, inserted);
  if (rows.length > 0) await upsert(db, table, rows);
  return fold;
}

/** Existing rows of the given entries, and the not deleted rows of the given machines, by entry id. */
async function load<Row extends EntryCopy>(db: Queryable, table: EntryCopyTable<Row>, entryIds: string[], machineIds: string[]): Promise<Map<string, Row>> {
  const byEntry = byIds(table.select, table.name, table.key, '$1');
  const { rows } =
    machineIds.length === 0
      ? await db.query<Row>(byEntry, [pgArray(entryIds)])
      : await db.query<Row>(`${byEntry} UNION ALL ${table.select} FROM ${table.name} WHERE machine_id = ANY($2::uuid[]) AND ${table.live}`, [
          pgArray(entryIds),
          pgArray(machineIds),
        ]);
  return new Map(rows.map((row) => [table.entryId(row), row]));
}

/** Inserts rows as logged (by entry id) whose entry has none yet; returns those it inserted. */
async function insertAbsent<Row extends EntryCopy>(db: Queryable, table: EntryCopyTable<Row>, logged: Map<string, Row>): Promise<Map<string, Row>> {
  const rows = inKeyOrder([...logged.values()], table.entryId);
  if (await copyNewRows(db, table.name, table.columns, rows)) return logged;
  const { rows: inserted } = await db.query<Record<string, string>>(
    `INSERT INTO ${table.name} (${columnNames(table.columns)}) SELECT * FROM ${unnestColumns(table.columns)}
     ON CONFLICT (${table.key}) DO NOTHING RETURNING ${table.key}`,
    columnArrays(rows, columnValues(table.columns)),
  );
  return new Map(inserted.map(({ [table.key]: entryId }) => [entryId!, logged.get(entryId!)!]));
}

/** Writes rows whose entry may have one already. */
async function upsert<Row extends EntryCopy>(db: Queryable, table: EntryCopyTable<Row>, rows: Row[]): Promise<void> {
  await db.query(
    `INSERT INTO ${table.name} (${columnNames(table.columns)}) SELECT * FROM ${unnestColumns(table.columns)}
     ON CONFLICT (${table.key}) DO UPDATE SET ${updateFromExcluded(table.columns, [table.key])}`,
    columnArrays(inKeyOrder(rows, table.entryId), columnValues(table.columns)),
  );
}
