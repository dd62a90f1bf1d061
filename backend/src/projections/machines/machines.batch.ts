import type { Queryable } from '../../database/database.js';
import type { RecordedEvent } from '../../event-store/event.js';
import type { MachineEvent } from '../../modules/machines/machines.events.js';
import { MACHINE_EVENT_TYPES } from '../../modules/machines/machines.events.js';
import type { LoggedData } from '../batch/entry-fold.js';
import { LatestInstant } from '../batch/latest-instant.js';
import type { Column } from '../batch/pg-array.js';
import { byIds, columnArrays, columnValues, pgArray, unnestColumns } from '../batch/pg-array.js';

/**
 * The batch path of the `machines` projection. Machines with events of their own in the batch
 * are loaded and folded in memory with the guards of `apply`; every other machine only has sets
 * logged, which move its `updated_date` forward, in one statement for all of them.
 *
 * `updated_date` only ever moves by `greatest()`, so it ends as the latest of its value before the
 * batch and every moment that applied to it; Postgres picks that latest (LatestInstant only drops
 * candidates that cannot be it).
 */
export interface MachineRow {
  id: string;
  userId: string;
  name: string;
  /** A Postgres text[] literal, as loaded or as node-postgres would send the event's array. */
  categories: string;
  categoriesSource: string | null;
  createdDate: string;
  deletedAt: string | null;
  version: number;
}

export interface FoldedMachine {
  row: MachineRow;
  /** Candidates for `updated_date`: its value before the batch and what the batch applied. */
  updated: LatestInstant;
}

export interface MachineFold {
  /** Machines with events of their own whose row the batch changed (or created). */
  changed: Map<string, FoldedMachine>;
  /** Machines that only had sets logged, with the moments those sets were logged. */
  loggedOnly: Map<string, LatestInstant>;
}

type MachineRecorded = MachineEvent & RecordedEvent;

/** Machines with events of their own: the rows to load before folding. */
export function machineIdsOf(events: readonly RecordedEvent[]): string[] {
  const ids = new Set<string>();
  for (const event of events) {
    if (isMachineEvent(event)) ids.add(event.data.machineId);
  }
  return [...ids];
}

const isMachineEvent = (event: RecordedEvent): event is MachineRecorded => (MACHINE_EVENT_TYPES as readonly string[]).includes(event.type);

/**
 * Folds a batch over the loaded rows of the machines with events of their own (`loaded` holds
 * each such row that exists, with its `updated_date` as text).
 */
export function foldMachines(loaded: ReadonlyMap<string, MachineRow & { updatedDate: string }>, events: readonly RecordedEvent[]): MachineFold {
  const own = new Set(machineIdsOf(events));
  const state = new Map<string, FoldedMachine>();
  for (const [id, { updatedDate, ...row }] of loaded) {
    const updated = new LatestInstant();
    updated.add(updatedDate);
    state.set(id, { row, updated });
  }
  const changed = new Map<string, FoldedMachine>();
  const loggedOnly = new Map<string, LatestInstant>();
  const change = (id: string, row: MachineRow, at?: string) => {
    const machine = state.get(id) ?? { row, updated: new LatestInstant() };
    machine.row = row;
    if (at !== undefined) machine.updated.add(at);
    state.set(id, machine);
    changed.set(id, machine);
  };

  for (const event of events) {
    const version = event.streamVersion;
    if (event.type === 'WorkoutLogged') {
      const { machineId, at } = event.data as LoggedData;
      if (!own.has(machineId)) {
        const latest = loggedOnly.get(machineId) ?? new LatestInstant();
        latest.add(at);
        loggedOnly.set(machineId, latest);
      } else {
        const machine = state.get(machineId);
        if (machine && machine.row.deletedAt === null) change(machineId, machine.row, at);
      }
      continue;
    }
    if (!isMachineEvent(event)) continue;
    const row = state.get(event.data.machineId)?.row;
    const applies = !!row && row.version < version;
    switch (event.type) {
      case 'MachineCreated': {
        const { machineId, userId, name, categories, at } = event.data;
        if (row) break;
        change(
          machineId,
          { id: machineId, userId, name, categories: pgArray(categories), categoriesSource: categories.length > 0 ? 'user' : null, createdDate: at, deletedAt: null, version },
          at,
        );
        break;
      }
      case 'MachineRenamed':
        if (applies) change(row.id, { ...row, name: event.data.name, version }, event.data.at);
        break;
      case 'MachineCategorised':
        if (applies) change(row.id, { ...row, categories: pgArray(event.data.categories), categoriesSource: event.data.source, version }, event.data.at);
        break;
      case 'MachineDeleted':
        if (applies) change(row.id, { ...row, deletedAt: event.data.at, version });
        break;
    }
  }
  return { changed, loggedOnly };
}

const SELECT_ROW = `SELECT id, user_id AS "userId", name, categories::text AS categories, categories_source AS "categoriesSource",
  created_date::text AS "createdDate", updated_date::text AS "updatedDate", deleted_at::text AS "deletedAt", version`;

export async function applyMachinesBatch(db: Queryable, events: readonly RecordedEvent[]): Promise<void> {
  const ids = machineIdsOf(events);
  const { rows } =
    ids.length > 0
      ? await db.query<MachineRow & { updatedDate: string }>(byIds(SELECT_ROW, 'machines', 'id', '$1'), [pgArray(ids)])
      : { rows: [] };
  const loaded = new Map(rows.map((row) => [row.id, row]));
  const { changed, loggedOnly } = foldMachines(loaded, events);
  if (changed.size > 0) await writeMachines(db, changed, loaded);
  if (loggedOnly.size > 0) await moveUpdatedDates(db, loggedOnly);
}

type Candidate = [machineId: string, at: string];
const candidateColumns = [
  ['id', 'uuid', ([machineId]) => machineId],
  ['at', 'timestamptz', ([, at]) => at],
] as const satisfies readonly Column<Candidate>[];

const candidatesOf = (latest: Map<string, LatestInstant>): Candidate[] =>
  [...latest].flatMap(([machineId, instants]) => instants.candidates().map((at): Candidate => [machineId, at]));

async function writeMachines(db: Queryable, changed: Map<string, FoldedMachine>, loaded: ReadonlyMap<string, unknown>): Promise<void> {
  // The name of a machine is unique per user among machines not deleted, checked row by row. The
  // rows written together are valid as a whole (they are where `apply` ends), but not one by one
  // in any order (a deleted machine's name taken again), so the existing ones step aside first.
  const existing = [...changed.keys()].filter((id) => loaded.has(id));
  if (existing.length > 0) {
    await db.query("UPDATE machines SET deleted_at = coalesce(deleted_at, '-infinity') WHERE id = ANY($1::uuid[])", [pgArray(existing)]);
  }
  const columns = [
    ['id', 'uuid', (machine) => machine.row.id],
    ['user_id', 'uuid', (machine) => machine.row.userId],
    ['name', 'text', (machine) => machine.row.name],
    ['categories', 'text', (machine) => machine.row.categories],
    ['categories_source', 'text', (machine) => machine.row.categoriesSource],
    ['created_date', 'timestamptz', (machine) => machine.row.createdDate],
    ['deleted_at', 'timestamptz', (machine) => machine.row.deletedAt],
    ['version', 'int', (machine) => machine.row.version],
  ] as const satisfies readonly Column<FoldedMachine>[];
  const machines = [...changed.values()];
  await db.query(
    `WITH latest AS (SELECT id, max(at) AS at FROM ${unnestColumns(candidateColumns, columns.length, 'candidate')} GROUP BY id)
     INSERT INTO machines (id, user_id, name, categories, categories_source, created_date, updated_date, deleted_at, version)
     SELECT rows.id, user_id, name, categories::text[], categories_source, created_date, latest.at, deleted_at, version
     FROM ${unnestColumns(columns)} JOIN latest ON latest.id = rows.id
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, categories = EXCLUDED.categories,
       categories_source = EXCLUDED.categories_source, updated_date = EXCLUDED.updated_date,
       deleted_at = EXCLUDED.deleted_at, version = EXCLUDED.version`,
    [...columnArrays(machines, columnValues(columns)), ...columnArrays(candidatesOf(new Map([...changed].map(([id, machine]) => [id, machine.updated]))), columnValues(candidateColumns))],
  );
}

/** `greatest(updated_date, at)` of every logged set, for machines that exist and are not deleted. */
async function moveUpdatedDates(db: Queryable, loggedOnly: Map<string, LatestInstant>): Promise<void> {
  await db.query(
    `UPDATE machines SET updated_date = latest.at
     FROM (SELECT id, max(at) AS at FROM ${unnestColumns(candidateColumns, 0, 'candidate')} GROUP BY id) latest
     WHERE machines.id = latest.id AND machines.deleted_at IS NULL AND latest.at > machines.updated_date`,
    columnArrays(candidatesOf(loggedOnly), columnValues(candidateColumns)),
  );
}
