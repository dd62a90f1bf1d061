import type pg from 'pg';
import type { Queryable } from '../../database/database.js';
import type { RecordedEvent } from '../../event-store/event.js';
import type { EntryCopy, EntryCopyRules, EntryFold } from './entry-fold.js';
import { changedEntryIdsOf, deletedMachineIdsOf, foldEntries, loggedRowsOf, rowsToWrite } from './entry-fold.js';
import { byIds, pgArray } from './pg-array.js';

/** How one projection reads and writes its per-entry copy table. */
export interface EntryCopyTable<Row extends EntryCopy> {
  rules: EntryCopyRules<Row>;
  /** Existing rows of the given entries, and the not deleted rows of the given machines. */
  load(db: Queryable, entryIds: string[], machineIds: string[]): Promise<Map<string, Row>>;
  /** Inserts rows as logged (not edited, not deleted) whose entry has none yet; returns the ids it inserted. */
  insertAbsent(db: Queryable, rows: Row[]): Promise<Set<string>>;
  /** Writes rows whose entry may have one already. */
  upsert(db: Queryable, rows: Row[]): Promise<void>;
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
  const loaded = entryIds.length + machineIds.length > 0 ? await table.load(db, entryIds, machineIds) : new Map<string, Row>();
  const logged = loggedRowsOf(loaded, events, table.rules);
  const insertedIds = logged.size > 0 ? await table.insertAbsent(db, [...logged.values()]) : new Set<string>();
  const inserted = new Map<string, Row>();
  for (const [entryId, row] of logged) if (insertedIds.has(entryId)) inserted.set(entryId, row);
  const fold = foldEntries(loaded, inserted, events, table.rules);
  const rows = rowsToWrite(fold, inserted);
  if (rows.length > 0) await table.upsert(db, rows);
  return fold;
}

/**
 * The rows an `EntryCopyTable.load` returns: those of the given entries, and those of the given
 * machines that are not deleted (`live` says how the table tells), selected by `select`.
 */
export async function loadEntryCopies<Row extends pg.QueryResultRow>(
  db: Queryable,
  table: { name: string; key: string; select: string; live: string },
  entryIds: string[],
  machineIds: string[],
): Promise<Row[]> {
  const byEntry = byIds(table.select, table.name, table.key, '$1');
  if (machineIds.length === 0) return (await db.query<Row>(byEntry, [pgArray(entryIds)])).rows;
  const byMachine = `${table.select} FROM ${table.name} WHERE machine_id = ANY($2::uuid[]) AND ${table.live}`;
  return (await db.query<Row>(`${byEntry} UNION ALL ${byMachine}`, [pgArray(entryIds), pgArray(machineIds)])).rows;
}
